import { Progress, Stack, Text } from '@mantine/core';
import type { Backfill } from '@tropero/shared/contracts/green-index';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** The last year's scenes being filled in the background (a new settlement, plot or integration), while it runs. */
export function BackfillProgress({ backfill }: { backfill: Backfill }) {
  const { t, i18n } = useTranslation();
  if (backfill.state === 'done') return null;
  if (backfill.state === 'failed')
    return (
      <Text size="xs" c="dimmed" role="status">
        {t('greenIndex.backfillFailed')}
      </Text>
    );
  const percent = backfill.total ? (backfill.done / backfill.total) * 100 : 0;
  return (
    <Stack gap={4} role="status">
      <Text size="xs" c="dimmed">
        {t('greenIndex.backfill', { percent: formatNumber(percent, i18n.language, 0) })}
      </Text>
      <Progress size="sm" value={percent} aria-label={t('greenIndex.backfillLabel')} />
    </Stack>
  );
}
