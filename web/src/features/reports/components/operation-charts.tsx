import { SimpleGrid } from '@mantine/core';
import type { OperationBucket, OperationReport } from '@tropero/shared/contracts/reports';
import { DAY_MS } from '@tropero/shared/constants';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../config/theme';
import { BarChart, type BarSeries } from '../../../components/charts/bar-chart';
import { LineChart } from '../../../components/charts/line-chart';
import { formatDateTime, formatShortInstant, today } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';

type Figure = Exclude<keyof OperationBucket, 'start'>;
type Series = BarSeries & { key: Figure };

const BUCKET_MS = { hour: 3_600_000, day: DAY_MS } as const;
/** More bars than this do not fit a chart's width. */
const MAX_BARS = 31;

/**
 * The report's four charts: devices reporting and silent, readings, active users, alerts raised.
 * A month of days are bars; more (a week of hours, three months of days) are lines on a time axis.
 */
export function OperationCharts({ report }: { report: OperationReport }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  const hourly = report.frequency === 'hour';
  const lines = report.buckets.length > MAX_BARS;
  const times = report.buckets.map((b) => Date.parse(b.start));
  const chart = (id: string, [first, second]: [Series, Series?]) => {
    const series = second ? [first, second] : [first];
    const total = report.buckets.reduce((sum, b) => sum + series.reduce((s, { key }) => s + b[key], 0), 0);
    const common = {
      title: t(`reports.charts.${id}.title`),
      format: number,
      empty: t('reports.charts.empty'),
      summary: t(`reports.charts.${id}.summary`, {
        total: number(total),
        buckets: number(report.buckets.length),
      }),
      download: {
        filename: `${t(`reports.charts.${id}.file`)}-${today()}.csv`,
        rows: () => [
          [t(`reports.frequency.${report.frequency}`), ...series.map((s) => s.label)],
          ...report.buckets.map((b) => [b.start, ...series.map(({ key }) => b[key])]),
        ],
      },
    };
    const pointsOf = (key: Figure) => report.buckets.map((b, i) => ({ ts: times[i]!, value: b[key] }));
    return lines ? (
      <LineChart
        key={id}
        {...common}
        series={{ label: first.label, color: first.color }}
        points={pointsOf(first.key)}
        companion={second && { label: second.label, color: second.color, points: pointsOf(second.key) }}
        // Counts: the axis starts at zero, never below.
        domain={[0, Math.max(1, ...report.buckets.flatMap((b) => series.map(({ key }) => b[key])))]}
        from={times[0] ?? 0}
        to={(times.at(-1) ?? 0) + BUCKET_MS[report.frequency]}
        formatTime={(ts) =>
          hourly ? formatDateTime(ts, i18n.language) : formatShortInstant(ts, i18n.language, 'day')
        }
        formatTick={(ts, part) => formatShortInstant(ts, i18n.language, part)}
      />
    ) : (
      <BarChart
        key={id}
        {...common}
        series={series}
        data={report.buckets.map((b) => ({
          label: formatShortInstant(b.start, i18n.language, 'day'),
          values: Object.fromEntries(series.map(({ key }) => [key, b[key]])),
        }))}
      />
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {chart('devices', [
        { key: 'devicesReporting', label: t('reports.series.reporting'), color: seriesColors.grazing },
        { key: 'devicesSilent', label: t('reports.series.silent'), color: seriesColors.resting },
      ])}
      {chart('readings', [
        { key: 'readings', label: t('reports.series.readings'), color: seriesColors.neutral },
      ])}
      {chart('users', [
        { key: 'activeUsers', label: t('reports.series.users'), color: seriesColors.drinking },
      ])}
      {chart('alerts', [
        { key: 'alerts', label: t('reports.series.alerts'), color: seriesColors.temperature },
      ])}
    </SimpleGrid>
  );
}
