import { Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './bar-chart.module.css';
import area from './plot-area.module.css';
import { ValueAxis } from './value-axis';
import { ChartFrame, type ChartDownload } from './chart-frame';

export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

export interface BarDatum {
  /** The bar's label under it (a day). */
  label: string;
  values: Record<string, number>;
  /**
   * Set on a day the data do not fully cover (today, an animal's first day begun late): the words
   * that say so in its tooltips; the bar is drawn lighter.
   */
  partial?: string;
}

/**
 * A reference for each bar (the animal's own baseline, the herd's median), drawn as a dashed mark
 * across it. In a stack, a series' mark stands where its segment would end at the reference value,
 * so each segment is compared with its own reference whatever the segments under it did.
 */
export interface BarReference {
  label: string;
  color: string;
  /** Per bar, in the order of the data, per series key; null where there is none. */
  values: readonly (Readonly<Record<string, number>> | null)[];
}

/**
 * How the values behind each bar spread (the herd's quartiles around its mean): a vertical whisker
 * from `low` to `high` through the bar, its exact values in its tooltip.
 */
export interface BarSpread {
  label: string;
  color: string;
  /** Per bar, in the order of the data; null where there is none. */
  values: readonly ({ low: number; high: number } | null)[];
}

interface BarChartProps {
  /** The title, with its unit ("Comportamiento diario (h)"). */
  title: string;
  series: readonly BarSeries[];
  data: readonly BarDatum[];
  reference?: BarReference;
  spread?: BarSpread;
  /** A value as shown in the tooltips, with its unit. */
  format: (value: number) => string;
  /** What an empty chart means (no readings in the range). */
  empty: ReactNode;
  /** The chart told in words, for screen readers. */
  summary: string;
  download?: ChartDownload;
  note?: ReactNode;
}

interface Mark {
  key: string;
  /** Height of the mark from the bottom, in the chart's unit. */
  top: number;
  value: number;
}

/** The reference marks of one bar (see BarReference). */
function marksOf(datum: BarDatum, series: readonly BarSeries[], values: BarReference['values'][number]) {
  const marks: Mark[] = [];
  let below = 0;
  for (const { key } of series) {
    const value = values?.[key];
    if (value !== undefined && value > 0) marks.push({ key, top: below + value, value });
    below += datum.values[key] ?? 0;
  }
  return marks;
}

/**
 * Bars per day, stacked when there are several series, drawn with CSS (no chart library: the
 * bundle stays small). Every segment and mark carries its exact value in its tooltip.
 */
export function BarChart(props: BarChartProps) {
  const { title, series, data, reference, spread, format, empty, summary, download, note } = props;
  const totals = data.map((datum) => series.reduce((sum, { key }) => sum + (datum.values[key] ?? 0), 0));
  const marks = data.map((datum, index) => marksOf(datum, series, reference?.values[index] ?? null));
  const highs = spread?.values.map((value) => value?.high ?? 0) ?? [];
  const max = Math.max(0, ...totals, ...marks.flat().map((mark) => mark.top), ...highs);
  const hasData = data.length > 0 && Math.max(0, ...totals) > 0;
  // A month of bars has no room for every day's label: one in a few, the last always.
  const labelStep = Math.ceil(data.length / 8);
  const labelled = (index: number) => (data.length - 1 - index) % labelStep === 0;
  const seriesLabel = (key: string) => series.find((entry) => entry.key === key)?.label ?? key;
  const referenceNote = (datum: BarDatum, index: number, key: string) => {
    const value = reference?.values[index]?.[key];
    return value === undefined ? '' : ` · ${reference!.label}: ${format(value)}`;
  };
  const legend = [
    ...series,
    ...(reference
      ? [{ key: 'reference', label: reference.label, color: reference.color, mark: 'reference' as const }]
      : []),
    ...(spread ? [{ key: 'spread', label: spread.label, color: spread.color, mark: 'line' as const }] : []),
  ];
  return (
    <ChartFrame {...{ title, legend, hasData, empty, summary, download, note }} testId="bar-chart">
      <div className={area.area} aria-hidden="true">
        <ValueAxis top={max} format={format} className={classes.yAxis} />
        <div className={classes.plot}>
          {data.map((datum, index) => (
            <Stack key={datum.label} gap={2} className={classes.column}>
              <div className={classes.track}>
                <div
                  className={datum.partial ? `${classes.bar} ${classes.partial}` : classes.bar}
                  data-partial={datum.partial ? true : undefined}
                  style={{ height: `${(totals[index]! / max) * 100}%` }}
                  title={[
                    datum.partial ? `${datum.label} (${datum.partial})` : datum.label,
                    ...series.map((s) => `${s.label}: ${format(datum.values[s.key] ?? 0)}`),
                  ].join('\n')}
                >
                  {series.map((entry) => {
                    const value = datum.values[entry.key] ?? 0;
                    if (value <= 0) return null;
                    return (
                      <div
                        key={entry.key}
                        className={classes.segment}
                        data-series={entry.key}
                        data-value={value}
                        style={{ flexGrow: value, background: entry.color }}
                        title={`${datum.label} · ${entry.label}: ${format(value)}${referenceNote(datum, index, entry.key)}`}
                      />
                    );
                  })}
                </div>
                {marks[index]!.map((mark) => (
                  <div
                    key={mark.key}
                    className={classes.mark}
                    data-reference={mark.key}
                    data-value={mark.value}
                    style={
                      {
                        bottom: `${(mark.top / max) * 100}%`,
                        '--mark-color': reference!.color,
                      } as CSSProperties
                    }
                    title={`${datum.label} · ${seriesLabel(mark.key)} · ${reference!.label}: ${format(mark.value)}`}
                  />
                ))}
                {spread?.values[index] && (
                  <div
                    className={classes.spread}
                    data-low={spread.values[index].low}
                    data-high={spread.values[index].high}
                    style={
                      {
                        bottom: `${(spread.values[index].low / max) * 100}%`,
                        height: `${((spread.values[index].high - spread.values[index].low) / max) * 100}%`,
                        '--spread-color': spread.color,
                      } as CSSProperties
                    }
                    title={`${datum.label} · ${spread.label}: ${format(spread.values[index].low)} – ${format(spread.values[index].high)}`}
                  />
                )}
              </div>
              <Text size="xs" c="dimmed" ta="center" className={classes.label}>
                {labelled(index) ? datum.label : '\u00a0'}
              </Text>
            </Stack>
          ))}
        </div>
      </div>
    </ChartFrame>
  );
}
