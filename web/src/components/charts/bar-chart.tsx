import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './bar-chart.module.css';

export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

export interface BarDatum {
  /** The bar's label under it (a day). */
  label: string;
  values: Record<string, number>;
}

interface BarChartProps {
  /** The title, with its unit ("Comportamiento diario (h)"). */
  title: string;
  series: readonly BarSeries[];
  data: readonly BarDatum[];
  /** A value as shown in the tooltips, with its unit. */
  format: (value: number) => string;
  /** What an empty chart means (no readings in the range). */
  empty: ReactNode;
  /** The chart told in words, for screen readers. */
  summary: string;
}

/**
 * Bars per day, stacked when there are several series, drawn with CSS (no chart library: the
 * bundle stays small). Every segment carries its exact value in its tooltip.
 */
export function BarChart({ title, series, data, format, empty, summary }: BarChartProps) {
  const titleId = useId();
  const totals = data.map((datum) => series.reduce((sum, { key }) => sum + (datum.values[key] ?? 0), 0));
  const max = Math.max(0, ...totals);
  const hasData = data.length > 0 && max > 0;
  // A month of bars has no room for every day's label: one in a few, the last always.
  const labelStep = Math.ceil(data.length / 8);
  const labelled = (index: number) => (data.length - 1 - index) % labelStep === 0;
  return (
    <figure className={classes.figure} aria-labelledby={titleId} data-testid="bar-chart">
      <Text id={titleId} component="figcaption" size="sm" fw={700} c="navy.8">
        {title}
      </Text>
      {
        <Group gap="sm" component="ul" className={classes.legend} aria-label={title}>
          {series.map((entry) => (
            <Group key={entry.key} gap={4} component="li" wrap="nowrap">
              <span className={classes.swatch} style={{ background: entry.color }} aria-hidden="true" />
              <Text size="xs">{entry.label}</Text>
            </Group>
          ))}
        </Group>
      }
      {hasData ? (
        <>
          <div className={classes.plot} aria-hidden="true">
            {data.map((datum, index) => (
              <Stack key={datum.label} gap={2} className={classes.column}>
                <div className={classes.track}>
                  <div
                    className={classes.bar}
                    style={{ height: `${(totals[index]! / max) * 100}%` }}
                    title={[
                      datum.label,
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
                          title={`${datum.label} · ${entry.label}: ${format(value)}`}
                        />
                      );
                    })}
                  </div>
                </div>
                <Text size="xs" c="dimmed" ta="center" className={classes.label}>
                  {labelled(index) ? datum.label : '\u00a0'}
                </Text>
              </Stack>
            ))}
          </div>
          <VisuallyHidden>{summary}</VisuallyHidden>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="bar-chart-empty">
          {empty}
        </Text>
      )}
    </figure>
  );
}
