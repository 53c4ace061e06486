import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { seriesColors } from '../../../../config/theme';
import { BarChart, type BarDatum, type BarSeries } from '../../../../components/charts/bar-chart';
import { formatNumber } from '../../../../lib/format';
import type { BehaviourDay } from '../../../telemetry/api/get-animal-behavior';
import type { HerdMedianDay } from '../../../telemetry/api/get-herd-median';
import { chartFileName } from '../chart-files';

/** A day as `dd/mm` in the locale's order: enough under a bar of the last week. */
export function formatShortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Energy on both bases: net (EN, NRC) and metabolisable (EM, the basis of rations). */
const ENERGY_KEYS = ['enMcal', 'emMcal'] as const;
type EnergyKey = (typeof ENERGY_KEYS)[number];

const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const BEHAVIOURS = ['grazing', 'ruminating', 'drinking'] as const;
const hoursOf = (
  day: BehaviourDay | NonNullable<BehaviourDay['baseline']>,
  key: (typeof BEHAVIOURS)[number],
) => day[`${key}Hours`];

interface BehaviourChartsProps {
  days: readonly BehaviourDay[];
  /** The herd's median per day, drawn as a reference on km and Mcal once it has loaded. */
  herd?: readonly HerdMedianDay[];
  /** The animal's caravana, for the downloads' names. */
  caravana: string;
}

/**
 * The animal's daily behaviour (stacked hours, with its own 7-day baseline), distance and energy
 * (with the herd's median), each as bars per day with a CSV download.
 */
export function BehaviourCharts({ days, herd, caravana }: BehaviourChartsProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const hours = (value: number) => t('telemetry.charts.hours', { value: number(value) });
  const label = (day: BehaviourDay) => formatShortDay(day.date, i18n.language);
  const series: BarSeries[] = BEHAVIOURS.map((key) => ({
    key,
    label: t(`telemetry.series.${key}`),
    color: seriesColors[key],
  }));
  const partial = (day: BehaviourDay) => (day.partial ? t('telemetry.charts.partialDay') : undefined);
  const behaviour: BarDatum[] = days.map((day) => ({
    label: label(day),
    partial: partial(day),
    values: Object.fromEntries(BEHAVIOURS.map((key) => [key, hoursOf(day, key)])),
  }));
  const reported = days.filter((day) => day.readings > 0);
  const km = reported.map((day) => day.distanceKm);
  const empty = t('telemetry.charts.empty');
  const herdOf = (day: BehaviourDay) => herd?.find((entry) => entry.date === day.date);
  const lastBaseline = reported.findLast((day) => day.baseline);
  const baselineSummary = lastBaseline
    ? ` ${t('telemetry.charts.baselineSummary', {
        day: label(lastBaseline),
        ...Object.fromEntries(
          BEHAVIOURS.flatMap((key) => [
            [key, hours(hoursOf(lastBaseline, key))],
            [`${key}Baseline`, hours(hoursOf(lastBaseline.baseline!, key))],
          ]),
        ),
      })}`
    : '';

  /** km or Mcal (EN or EM) per day, with the herd's median as the reference when there is one. */
  const perDay = (key: 'distanceKm' | EnergyKey, unit: string, file: string) => {
    const format = (value: number) => `${number(value)} ${unit}`;
    const last = reported.findLast((day) => herdOf(day));
    const seriesLabel = t(`telemetry.series.${key === 'distanceKm' ? 'distance' : key}`);
    return {
      series: [
        {
          key: 'value',
          label: seriesLabel,
          color: key === 'distanceKm' ? seriesColors.walking : seriesColors.neutral,
        },
      ],
      data: days.map((day) => ({ label: label(day), partial: partial(day), values: { value: day[key] } })),
      format,
      empty,
      ...(herd && {
        reference: {
          label: t('telemetry.charts.herdMedian'),
          color: seriesColors.reference,
          values: days.map((day) => {
            const median = herdOf(day)?.[key];
            return median === undefined ? null : { value: median };
          }),
        },
        note: t('telemetry.charts.herdNote'),
      }),
      herdSummary: last
        ? ` ${t('telemetry.charts.herdSummary', {
            day: label(last),
            value: format(last[key]),
            median: format(herdOf(last)![key]),
          })}`
        : '',
      download: {
        filename: chartFileName(caravana, t(`telemetry.csv.files.${file}`)),
        rows: () => [
          [t('telemetry.csv.day'), `${seriesLabel} (${unit})`, t('telemetry.csv.herdMedian', { unit })],
          ...days.map((day) => [day.date, day[key], herdOf(day)?.[key] ?? null]),
        ],
      },
    };
  };
  const { herdSummary: distanceHerd, ...distance } = perDay('distanceKm', 'km', 'distance');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <BarChart
        title={t('telemetry.charts.behaviour')}
        series={series}
        data={behaviour}
        reference={{
          label: t('telemetry.charts.baseline'),
          color: seriesColors.reference,
          values: days.map((day) =>
            day.baseline
              ? Object.fromEntries(BEHAVIOURS.map((key) => [key, hoursOf(day.baseline!, key)]))
              : null,
          ),
        }}
        note={lastBaseline && t('telemetry.charts.baselineNote')}
        format={hours}
        empty={empty}
        summary={
          t('telemetry.charts.behaviourSummary', {
            grazing: number(average(reported.map((day) => day.grazingHours))),
            ruminating: number(average(reported.map((day) => day.ruminatingHours))),
            drinking: number(average(reported.map((day) => day.drinkingHours))),
          }) + baselineSummary
        }
        download={{
          filename: chartFileName(caravana, t('telemetry.csv.files.behaviour')),
          rows: () => [
            [
              t('telemetry.csv.day'),
              ...series.map((entry) => `${entry.label} (h)`),
              ...series.map((entry) => t('telemetry.csv.baseline', { series: entry.label })),
            ],
            ...days.map((day) => [
              day.date,
              ...BEHAVIOURS.map((key) => hoursOf(day, key)),
              ...BEHAVIOURS.map((key) => (day.baseline ? hoursOf(day.baseline, key) : null)),
            ]),
          ],
        }}
      />
      <BarChart
        title={t('telemetry.charts.distance')}
        {...distance}
        summary={
          t('telemetry.charts.distanceSummary', {
            total: number(km.reduce((a, b) => a + b, 0)),
            days: reported.length,
            max: number(Math.max(0, ...km)),
          }) + distanceHerd
        }
      />
      {ENERGY_KEYS.map((key) => {
        const { herdSummary, ...energy } = perDay(key, t(`telemetry.energy.units.${key}`), key);
        return (
          <BarChart
            key={key}
            title={t(`telemetry.charts.${key}`)}
            {...energy}
            summary={
              t(`telemetry.charts.${key}Summary`, {
                average: number(average(reported.map((day) => day[key]))),
              }) + herdSummary
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
