import type { NdviPoint } from '@tropero/shared/contracts/green-index';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS } from '@tropero/shared/constants';
import { ChartFrame, type ChartDownload } from '../../../components/charts/chart-frame';
import { nearestIndex, scaleOf, VIEW_HEIGHT, VIEW_WIDTH } from '../../../components/charts/line-scale';
import { SeriesLine, TimePlot } from '../../../components/charts/time-plot';
import { usePlotCursor } from '../../../components/charts/use-plot-cursor';
import { doubtful, usable } from './ndvi-point';
import { monthTicks } from './ndvi-ticks';
import classes from './ndvi-chart.module.css';

/** Clear views further apart than this are not joined: a month of clouds is a gap, not a slope. */
const MAX_GAP_MS = 30 * DAY_MS;

export interface NdviChartSeries {
  plotId: string;
  name: string;
  color: string;
  /** Oldest first. */
  points: readonly NdviPoint[];
}

interface NdviChartProps {
  title: string;
  series: readonly NdviChartSeries[];
  from: number;
  to: number;
  /** The settlement's offset from UTC: its days and months on the axis. */
  offsetMinutes: number;
  format: (value: number) => string;
  /** A scene's day in full (tooltip) and a month on the axis. */
  formatDay: (ts: number) => string;
  formatMonth: (ts: number) => string;
  empty: string;
  summary: string;
  download: ChartDownload;
}

/**
 * Each plot's mean NDVI per scene as a line through its clear views (filled dots); a scene in which
 * the plot had no clear view is a hollow dot, at its value when part of the plot was seen, on the
 * axis otherwise; a doubtful scene ("dudosa") is a square off the line, at its value held inside the
 * axis, its reason in the tooltip. Pointer or arrow keys pick a scene, told in a tooltip with every
 * plot's figure.
 */
export function NdviChart(props: NdviChartProps) {
  const { title, from, to, format, formatDay } = props;
  const { t } = useTranslation();
  // Only the scenes inside the window are drawn.
  const series = useMemo(
    () =>
      props.series.map((plot) => ({
        ...plot,
        points: plot.points.filter((point) => {
          const ts = Date.parse(point.date);
          return ts >= from && ts <= to;
        }),
      })),
    [props.series, from, to],
  );
  const instants = useMemo(
    () =>
      [...new Set(series.flatMap((plot) => plot.points.map((point) => Date.parse(point.date))))]
        .sort((a, b) => a - b)
        .map((ts) => ({ ts, value: 0 })),
    [series],
  );
  const cursor = usePlotCursor(
    instants.length,
    (fraction) => nearestIndex(instants, from + fraction * (to - from)),
    instants.length - 1,
  );
  // The axis follows the usable values: a doubtful 1.67 does not stretch it.
  const values = series.flatMap((plot) => plot.points.flatMap((point) => (usable(point) ? point.mean : [])));
  const domain: [number, number] = [Math.min(0, Math.floor(Math.min(...values, 0) * 10) / 10), 1];
  const held = (value: number) => Math.max(domain[0], Math.min(domain[1], value));
  const scale = scaleOf(from, to, domain);
  const x = (ts: number) => Math.max(0, Math.min(100, (scale.x(ts) / VIEW_WIDTH) * 100));
  const y = (value: number) => (scale.y(value) / VIEW_HEIGHT) * 100;
  const picked =
    cursor.active === null ? undefined : instants[Math.min(cursor.active, instants.length - 1)]?.ts;
  const told = picked ?? instants.at(-1)?.ts;
  const valid = (point: NdviPoint) => Math.round(point.validShare * 100);
  const readingsAt = (ts: number) =>
    series.flatMap((plot) => {
      const point = plot.points.find((candidate) => Date.parse(candidate.date) === ts);
      if (!point) return [];
      const text = doubtful(point)
        ? t('greenIndex.history.doubtfulDetail', {
            value: point.mean === null ? '—' : format(point.mean),
            reason: t(`greenIndex.doubt.${point.doubt}`),
          })
        : point.clear && point.mean !== null
          ? t('greenIndex.history.pointDetail', { value: format(point.mean), percent: valid(point) })
          : t('greenIndex.history.notClearDetail', { percent: valid(point) });
      return [{ plot, text }];
    });
  const readingsHigh = (ts: number) => {
    const shown = series.flatMap(
      (plot) => plot.points.find((point) => Date.parse(point.date) === ts && point.mean !== null)?.mean ?? [],
    );
    return shown.length > 0 && y(held(shown.reduce((sum, value) => sum + value, 0) / shown.length)) < 50;
  };
  const ticks = monthTicks(from, to, props.offsetMinutes * 60_000);
  return (
    <ChartFrame
      title={title}
      legend={series.map((plot) => ({ key: plot.plotId, label: plot.name, color: plot.color, mark: 'line' }))}
      summary={props.summary}
      empty={props.empty}
      download={props.download}
      hasData={instants.length > 0}
      testId="ndvi-chart"
      note={
        <span className={classes.key}>
          <span className={classes.keyItem}>
            <span className={classes.marker} data-clear="true" aria-hidden="true" />
            {t('greenIndex.history.clear')}
          </span>
          <span className={classes.keyItem}>
            <span className={classes.marker} aria-hidden="true" />
            {t('greenIndex.history.notClear')}
          </span>
          <span className={classes.keyItem}>
            <span className={classes.marker} data-doubtful="true" aria-hidden="true" />
            {t('greenIndex.history.doubtful')}
          </span>
        </span>
      }
    >
      <TimePlot
        title={title}
        domain={domain}
        format={format}
        cursor={cursor}
        count={instants.length}
        valueText={
          told === undefined
            ? undefined
            : `${formatDay(told)} · ${readingsAt(told)
                .map(({ plot, text }) => `${plot.name}: ${text}`)
                .join('; ')}`
        }
        testId="ndvi-chart-plot"
        ticks={ticks.map((ts) => ({ key: ts, left: x(ts), label: props.formatMonth(ts) }))}
        layers={
          <>
            {picked !== undefined && (
              <line
                className={classes.cursor}
                x1={scale.x(picked)}
                x2={scale.x(picked)}
                y1={0}
                y2={VIEW_HEIGHT}
                vectorEffect="non-scaling-stroke"
              />
            )}
            {series.map((plot) => (
              <SeriesLine
                key={plot.plotId}
                points={plot.points.flatMap((point) =>
                  usable(point) ? [{ ts: Date.parse(point.date), value: point.mean }] : [],
                )}
                scale={scale}
                maxGapMs={MAX_GAP_MS}
                color={plot.color}
              />
            ))}
          </>
        }
        tooltip={
          picked === undefined
            ? undefined
            : {
                left: x(picked),
                // Clear of the readings it tells: below them when they are high on the chart.
                high: readingsHigh(picked),
                content: (
                  <>
                    <strong>{formatDay(picked)}</strong>
                    {readingsAt(picked).map(({ plot, text }) => (
                      <div key={plot.plotId}>
                        {plot.name}: {text}
                      </div>
                    ))}
                  </>
                ),
              }
        }
      >
        {series.flatMap((plot) =>
          plot.points.map((point) => {
            const clear = usable(point);
            const doubt = doubtful(point);
            return (
              <span
                key={`${plot.plotId}-${point.sceneId}`}
                className={classes.marker}
                data-clear={clear || undefined}
                data-doubtful={doubt || undefined}
                data-testid={clear ? 'ndvi-clear' : doubt ? 'ndvi-doubtful' : 'ndvi-not-clear'}
                style={
                  {
                    left: `${x(Date.parse(point.date))}%`,
                    top: `${y(held(point.mean ?? domain[0]))}%`,
                    '--marker-color': plot.color,
                  } as CSSProperties
                }
              />
            );
          }),
        )}
      </TimePlot>
    </ChartFrame>
  );
}
