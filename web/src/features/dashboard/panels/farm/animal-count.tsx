import { Skeleton, Stack, Text } from '@mantine/core';
import type { Settlement } from '@tropero/shared/farm';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../../config/theme';
import { BarChart } from '../../../../components/charts/bar-chart';
import { today } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { useAnimalCount } from '../../../telemetry/api/get-animal-count';
import { lastDays } from '../../../telemetry/api/time-window';
import { formatShortDay } from '../animal/behaviour-charts';
import { Figure } from '../figure';

/** The settlement's head count today (animals that reported) and over the last 30 days. */
export function AnimalCount({ settlement }: { settlement: Pick<Settlement, '_id' | 'utcOffsetMinutes'> }) {
  const { t, i18n } = useTranslation();
  const offset = settlement.utcOffsetMinutes;
  const month = useMemo(() => lastDays(30, offset), [offset]);
  const counts = useAnimalCount(settlement._id, month);
  const number = (value: number) => formatNumber(value, i18n.language);
  if (counts.isPending) return <Skeleton h={160} />;
  if (counts.isError)
    return (
      <Text size="sm" c="danger.8" role="alert">
        {t('telemetry.count.failed')}
      </Text>
    );
  const todayCount = counts.data.find((day) => day.date === today(new Date(), offset))?.count ?? 0;
  const max = Math.max(0, ...counts.data.map((day) => day.count));
  return (
    <Stack gap="xs">
      <Figure label={t('telemetry.count.today')}>
        <span data-testid="animal-count-today">{number(todayCount)}</span>
      </Figure>
      <BarChart
        title={t('telemetry.count.history')}
        series={[{ key: 'count', label: t('telemetry.series.count'), color: seriesColors.neutral }]}
        data={counts.data.map((day) => ({
          label: formatShortDay(day.date, i18n.language),
          values: { count: day.count },
        }))}
        format={(value) => t('telemetry.count.heads', { value: number(value) })}
        empty={t('telemetry.count.empty')}
        summary={t('telemetry.charts.countSummary', { today: number(todayCount), max: number(max) })}
      />
    </Stack>
  );
}
