import { SimpleGrid } from '@mantine/core';
import type { OperationBucket, OperationReport } from '@tropero/shared/contracts/reports';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../app/theme';
import { BarChart, type BarSeries } from '../../../components/charts/bar-chart';
import { formatShortInstant, today } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';

type Figure = Exclude<keyof OperationBucket, 'start'>;

/** The report's four charts: devices reporting and silent, readings, active users, alerts raised. */
export function OperationCharts({ report }: { report: OperationReport }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  const label = (start: string) =>
    formatShortInstant(start, i18n.language, report.frequency === 'hour' ? 'dayTime' : 'day');
  const chart = (id: string, series: (BarSeries & { key: Figure })[]) => {
    const total = report.buckets.reduce((sum, b) => sum + series.reduce((s, { key }) => s + b[key], 0), 0);
    return (
      <BarChart
        key={id}
        title={t(`reports.charts.${id}.title`)}
        series={series}
        data={report.buckets.map((b) => ({
          label: label(b.start),
          values: Object.fromEntries(series.map(({ key }) => [key, b[key]])),
        }))}
        format={number}
        empty={t('reports.charts.empty')}
        summary={t(`reports.charts.${id}.summary`, {
          total: number(total),
          buckets: number(report.buckets.length),
        })}
        download={{
          filename: `${t(`reports.charts.${id}.file`)}-${today()}.csv`,
          rows: () => [
            [t(`reports.frequency.${report.frequency}`), ...series.map((s) => s.label)],
            ...report.buckets.map((b) => [b.start, ...series.map(({ key }) => b[key])]),
          ],
        }}
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
