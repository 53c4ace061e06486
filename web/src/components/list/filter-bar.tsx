import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FilterBarProps {
  /** Some filter is set: the bar offers to clear them (with onClear). */
  filtered?: boolean;
  onClear?: () => void;
  /** The filter chips. */
  children: ReactNode;
}

/** The filter chips of a list page, beside its search, then the way to clear them. */
export function FilterBar({ filtered = false, onClear, children }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('list.filters')}>
      {children}
      {filtered && onClear && (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
