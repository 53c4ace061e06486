import type { ReactNode } from 'react';
import { DISPLAY_OFFSET_MINUTES } from '../../lib/dates';
import { ChartFrame, type ChartDownload, type LegendEntry } from './chart-frame';
import classes from './line-chart.module.css';
import {
  nearestIndex,
  scaleOf,
  timeTicks,
  valueDomain,
  VIEW_HEIGHT,
  VIEW_WIDTH,
  type TimePoint,
} from './line-scale';
import { SeriesLine, TimePlot } from './time-plot';
import { usePlotCursor } from './use-plot-cursor';

export interface LinePoint extends TimePoint {
  /** More of the point for its tooltip (e.g. the hour's lowest and highest). */
  detail?: string;
}

interface LineChartProps {
  /** The title, with its unit ("Batería del collar (%)"). */
  title: string;
  series: { label: string; color: string };
  /** Oldest first. */
  points: readonly LinePoint[];
  /** The time window on the axis (epoch ms), so that a collar silent at its start shows as such. */
  from: number;
  to: number;
  /** A fixed value axis (battery: 0–100); otherwise from the values and the references. */
  domain?: [number, number];
  /** Ranges of reference drawn behind the line (normal temperature; the ITH categories). */
  bands?: readonly { min: number; max: number; label: string; color: string }[];
  /** A second series drawn dashed beside the first (the air's temperature beside the collar's). */
  companion?: { label: string; color: string; points: readonly TimePoint[] };
  /** A level marked across the chart (low battery). */
  threshold?: { value: number; label: string; color: string };
  /** A value with its unit. */
  format: (value: number) => string;
  /** An instant in full (tooltip), and its day or time of day (axis). */
  formatTime: (ts: number) => string;
  formatTick: (ts: number, part: 'day' | 'time') => string;
  /** The axis' whole hours and days are those of this offset from UTC: the settlement's clock. */
  utcOffsetMinutes?: number;
  empty: ReactNode;
  summary: string;
  download?: ChartDownload;
  note?: ReactNode;
  /** Readings further apart than this break the line. */
  maxGapMs?: number;
}

/**
 * A time series as a line in SVG (no chart library), with an optional reference band and threshold.
 * Pointer or arrow keys pick a reading, shown in a tooltip and told as the slider's value.
 */
export function LineChart(props: LineChartProps) {
  const {
    title,
    series,
    points,
    from,
    to,
    bands = [],
    companion,
    threshold,
    format,
    formatTime,
    formatTick,
  } = props;
  const { utcOffsetMinutes = DISPLAY_OFFSET_MINUTES } = props;
  const cursor = usePlotCursor(
    points.length,
    (fraction) => nearestIndex(points, from + fraction * (to - from)),
    points.length - 1,
  );
  const references = [
    ...bands.flatMap((band) => [band.min, band.max]),
    ...(threshold ? [threshold.value] : []),
  ];
  const values = [...points, ...(companion?.points ?? [])].map((point) => point.value);
  const domain = props.domain ?? valueDomain([...values, ...references]);
  const scale = scaleOf(from, to, domain);
  const legend: LegendEntry[] = [
    { key: 'series', label: series.label, color: series.color, mark: 'line' },
    ...(companion
      ? [{ key: 'companion', label: companion.label, color: companion.color, mark: 'reference' as const }]
      : []),
    ...bands.map((band, i) => ({
      key: `band-${i}`,
      label: band.label,
      color: band.color,
      mark: 'band' as const,
    })),
    ...(threshold
      ? [{ key: 'threshold', label: threshold.label, color: threshold.color, mark: 'reference' as const }]
      : []),
  ];
  const point = cursor.active === null ? undefined : points[Math.min(cursor.active, points.length - 1)];
  // The companion's reading nearest the one picked, within an hour.
  const near = companion && point ? companion.points[nearestIndex(companion.points, point.ts)] : undefined;
  const companionValue = near && Math.abs(near.ts - point!.ts) <= 3_600_000 ? near.value : undefined;
  // Told to screen readers: the reading picked, or the last one.
  const told = point ?? points.at(-1);
  const valueOf = (p: LinePoint) => `${series.label}: ${format(p.value)}${p.detail ? ` (${p.detail})` : ''}`;

  const y = (value: number) => (scale.y(value) / VIEW_HEIGHT) * 100;
  const x = (ts: number) => (scale.x(ts) / VIEW_WIDTH) * 100;
  // The first hour may begin before the window: its reading is shown at the axis.
  const pointX = point ? Math.max(0, Math.min(100, x(point.ts))) : 0;
  const pointY = point ? y(point.value) : 0;
  const maxGapMs = props.maxGapMs ?? 3 * 3_600_000;
  const ticks = timeTicks(from, to, utcOffsetMinutes * 60_000);
  return (
    <ChartFrame
      {...{ title, legend, summary: props.summary, empty: props.empty, download: props.download }}
      note={props.note}
      hasData={points.length > 0}
      testId="line-chart"
    >
      <TimePlot
        title={title}
        domain={domain}
        format={format}
        cursor={cursor}
        count={points.length}
        valueText={told && `${formatTime(told.ts)} · ${valueOf(told)}`}
        testId="line-chart-plot"
        ticks={ticks.map(({ ts, part }) => ({ key: ts, left: x(ts), label: formatTick(ts, part) }))}
        layers={
          <>
            {bands.map((band) => {
              // A band may reach past the axis (an open-ended category): drawn to its edge.
              const top = scale.y(Math.min(band.max, domain[1]));
              const bottom = scale.y(Math.max(band.min, domain[0]));
              return (
                bottom > top && (
                  <rect
                    key={band.label}
                    data-testid="line-chart-band"
                    x={0}
                    width={VIEW_WIDTH}
                    y={top}
                    height={bottom - top}
                    fill={band.color}
                    fillOpacity={0.18}
                  />
                )
              );
            })}
            {threshold && (
              <line
                data-testid="line-chart-threshold"
                className={classes.threshold}
                x1={0}
                x2={VIEW_WIDTH}
                y1={scale.y(threshold.value)}
                y2={scale.y(threshold.value)}
                stroke={threshold.color}
                vectorEffect="non-scaling-stroke"
              />
            )}
            {companion && (
              <SeriesLine
                testId="line-chart-companion"
                points={companion.points}
                scale={scale}
                maxGapMs={maxGapMs}
                color={companion.color}
                dashed
              />
            )}
            <SeriesLine points={points} scale={scale} maxGapMs={maxGapMs} color={series.color} />
          </>
        }
        tooltip={
          point && {
            left: pointX,
            high: pointY < 50,
            content: (
              <>
                <strong>{formatTime(point.ts)}</strong>
                <br />
                {series.label}: {format(point.value)}
                {companionValue !== undefined && (
                  <>
                    <br />
                    {companion!.label}: {format(companionValue)}
                  </>
                )}
                {point.detail && (
                  <>
                    <br />
                    {point.detail}
                  </>
                )}
              </>
            ),
          }
        }
      >
        {point && (
          <span
            className={classes.dot}
            style={{ left: `${pointX}%`, top: `${pointY}%`, background: series.color }}
          />
        )}
      </TimePlot>
    </ChartFrame>
  );
}
