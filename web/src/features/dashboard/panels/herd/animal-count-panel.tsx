import { Skeleton, Stack, Text } from '@mantine/core';
import type { DailyCount } from '@tropero/shared/contracts/herd-activity';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../../config/theme';
import { BarChart } from '../../../../components/charts/bar-chart';
import { QueryView } from '../../../../components/query-view';
import { formatNumber } from '../../../../lib/format';
import { useAnimalCount } from '../../../telemetry/api/get-animal-count';
import { formatShortDay } from '../animal/behaviour-charts';
import { chartFileName } from '../chart-files';
import { useHerdScope } from './use-herd-scope';

function CountChart({ counts }: { counts: DailyCount[] }) {
  const { t, i18n } = useTranslation();
  const { settlement, windowLabel } = useHerdScope();
  const number = (value: number) => formatNumber(value, i18n.language);
  const max = counts.reduce((best, day) => (day.count > (best?.count ?? -1) ? day : best), counts[0]);
  return (
    <BarChart
      title={t('history.count.title', { window: windowLabel })}
      series={[{ key: 'count', label: t('telemetry.series.count'), color: seriesColors.neutral }]}
      data={counts.map((day) => ({
        label: formatShortDay(day.date, i18n.language),
        values: { count: day.count },
      }))}
      format={(value) => t('telemetry.count.heads', { value: number(value) })}
      empty={t('history.count.empty')}
      summary={
        max
          ? t('history.count.summary', {
              days: number(counts.length),
              last: number(counts.at(-1)!.count),
              max: number(max.count),
              maxDay: formatShortDay(max.date, i18n.language),
            })
          : ''
      }
      download={{
        filename: chartFileName(settlement.name, t('history.count.file')),
        rows: () => [
          [t('history.csv.day'), t('history.count.csvCount')],
          ...counts.map((day) => [day.date, day.count]),
        ],
      }}
    />
  );
}

/**
 * Históricos › Historial de conteo de animales: the animals that reported each day of the range,
 * with when the count updates (spec §9).
 */
export default function AnimalCountPanel() {
  const { t } = useTranslation();
  const { settlement, days } = useHerdScope();
  const counts = useAnimalCount(settlement._id, days);
  return (
    <Stack gap="xs">
      <QueryView query={counts} loading={<Skeleton h={200} />} failed={t('telemetry.count.failed')}>
        {(data) => <CountChart counts={data} />}
      </QueryView>
      <Text size="xs" c="dimmed" data-testid="animal-count-update">
        {t('history.count.updates')}
      </Text>
    </Stack>
  );
}
