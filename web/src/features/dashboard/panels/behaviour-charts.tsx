import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../app/theme';
import { BarChart, type BarDatum } from '../../../components/charts/bar-chart';
import { formatNumber } from '../../../lib/format';
import type { BehaviourDay } from '../../telemetry/api/get-animal-behavior';

/** A day as `dd/mm` in the locale's order: enough under a bar of the last week. */
export function formatShortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** The animal's daily behaviour (stacked hours), distance and energy, each as bars per day. */
export function BehaviourCharts({ days }: { days: readonly BehaviourDay[] }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const label = (day: BehaviourDay) => formatShortDay(day.date, i18n.language);
  const behaviour: BarDatum[] = days.map((day) => ({
    label: label(day),
    values: { grazing: day.grazingHours, ruminating: day.ruminatingHours, drinking: day.drinkingHours },
  }));
  const single = (pick: (day: BehaviourDay) => number): BarDatum[] =>
    days.map((day) => ({ label: label(day), values: { value: pick(day) } }));
  const reported = days.filter((day) => day.readings > 0);
  const km = reported.map((day) => day.distanceKm);
  const empty = t('telemetry.charts.empty');

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <BarChart
        title={t('telemetry.charts.behaviour')}
        series={[
          { key: 'grazing', label: t('telemetry.series.grazing'), color: seriesColors.grazing },
          { key: 'ruminating', label: t('telemetry.series.ruminating'), color: seriesColors.ruminating },
          { key: 'drinking', label: t('telemetry.series.drinking'), color: seriesColors.drinking },
        ]}
        data={behaviour}
        format={(value) => t('telemetry.charts.hours', { value: number(value) })}
        empty={empty}
        summary={t('telemetry.charts.behaviourSummary', {
          grazing: number(average(reported.map((day) => day.grazingHours))),
          ruminating: number(average(reported.map((day) => day.ruminatingHours))),
          drinking: number(average(reported.map((day) => day.drinkingHours))),
        })}
      />
      <BarChart
        title={t('telemetry.charts.distance')}
        series={[{ key: 'value', label: t('telemetry.series.distance'), color: seriesColors.walking }]}
        data={single((day) => day.distanceKm)}
        format={(value) => t('telemetry.charts.km', { value: number(value) })}
        empty={empty}
        summary={t('telemetry.charts.distanceSummary', {
          total: number(km.reduce((a, b) => a + b, 0)),
          days: reported.length,
          max: number(Math.max(0, ...km)),
        })}
      />
      <BarChart
        title={t('telemetry.charts.energy')}
        series={[{ key: 'value', label: t('telemetry.series.energy'), color: seriesColors.neutral }]}
        data={single((day) => day.energyMcal)}
        format={(value) => t('telemetry.charts.mcal', { value: number(value) })}
        empty={empty}
        summary={t('telemetry.charts.energySummary', {
          average: number(average(reported.map((day) => day.energyMcal))),
        })}
      />
    </SimpleGrid>
  );
}
