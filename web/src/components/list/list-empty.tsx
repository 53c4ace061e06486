import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

interface ListEmptyProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** What fills the list (docs/ui.md: the empty state says what to do). */
  actions?: ReactNode;
}

/** An empty list: what that means, and the actions that fill it. */
export function ListEmpty({ icon, title, description, actions }: ListEmptyProps) {
  return (
    <EmptyState icon={icon} variant="light" title={title} description={description} py="xl">
      {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
    </EmptyState>
  );
}

/** A list that the search or filters emptied: say so, and offer to clear them. */
export function ListNoMatch({
  title,
  description,
  onClear,
}: {
  title: string;
  description: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      icon={<IconSearchOff size={28} />}
      title={title}
      description={description}
      actions={
        <Button variant="light" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      }
    />
  );
}
