import { ActionBar, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { isMobileQuery } from './data-table';

interface BulkBarProps {
  count: number;
  onClear: () => void;
  /** The actions on the selected rows (buttons). */
  children: ReactNode;
}

/** The bar of actions on the selected rows (docs/ui.md): it appears with the first selection. */
export function BulkBar({ count, onClear, children }: BulkBarProps) {
  const { t, i18n } = useTranslation();
  const isMobile = useMediaQuery(isMobileQuery, false, { getInitialValueInEffect: false });
  return (
    <ActionBar
      opened={count > 0}
      onClose={onClear}
      closeOnEscape
      // Above the bottom navigation on a phone; under the dialogs its actions open.
      position={{ bottom: isMobile ? 80 : 24, left: 8, right: 8 }}
      zIndex={150}
      shadow="lg"
      radius="xl"
      aria-label={t('list.bulkActions')}
      style={{ flexWrap: 'wrap', justifyContent: 'center', maxWidth: 'calc(100vw - 16px)' }}
    >
      <Text size="sm" fw={700} px="xs" aria-live="polite">
        {t('list.selected', { count, formatted: formatNumber(count, i18n.language, 0) })}
      </Text>
      <ActionBar.Divider />
      {children}
      <ActionBar.CloseButton aria-label={t('list.clearSelection')} />
    </ActionBar>
  );
}
