import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueAxis } from './value-axis';
import { ChartFrame, type ChartDownload, type LegendEntry } from './chart-frame';
import { binIndex, type HistogramBin } from './histogram-bins';
import classes from './histogram-chart.module.css';
import area from './plot-area.module.css';
import { usePlotCursor } from './use-plot-cursor';

interface HistogramChartProps {
  /** The title, with its unit ("Distancia por día (km)"). */
  title: string;
  series: { label: string; color: string };
  bins: readonly HistogramBin[];
  /** One value marked over the bars (the selected animal's), named in the legend. */
  marked?: { value: number; label: string; color: string };
  /** A bin's span with its unit ("2 a 4 km"), and a count with its unit ("3 animales"). */
  formatBin: (bin: HistogramBin) => string;
  formatCount: (count: number) => string;
  empty: ReactNode;
  summary: string;
  download?: ChartDownload;
  note?: ReactNode;
}

const VIEW_WIDTH = 1000;
const VIEW_HEIGHT = 100;

/**
 * How many fall in each span of a measure, as bars in SVG. Pointer or arrow keys pick a bar, shown in
 * a tooltip with its exact count and told as the slider's value.
 */
export function HistogramChart(props: HistogramChartProps) {
  const { title, series, bins, marked, formatBin, formatCount } = props;
  const { t } = useTranslation();
  const max = Math.max(1, ...bins.map((bin) => bin.count));
  const width = VIEW_WIDTH / Math.max(1, bins.length);
  const markedIndex = marked && bins.length ? binIndex(bins, marked.value) : null;
  const legend: LegendEntry[] = [
    { key: 'series', label: series.label, color: series.color },
    ...(marked
      ? [{ key: 'marked', label: marked.label, color: marked.color, mark: 'reference' as const }]
      : []),
  ];
  const last = bins.length - 1;
  const { active, handlers } = usePlotCursor(
    bins.length,
    (fraction) => Math.floor(fraction * bins.length),
    markedIndex ?? 0,
  );
  const bin = active === null ? undefined : bins[active];
  const told = bin ?? (markedIndex === null ? undefined : bins[markedIndex]);

  const left = active === null ? 0 : ((active + 0.5) / bins.length) * 100;

  return (
    <ChartFrame
      {...{ title, legend, summary: props.summary, empty: props.empty, download: props.download }}
      note={props.note}
      hasData={bins.length > 0}
      testId="histogram-chart"
    >
      <div className={area.area}>
        <ValueAxis top={max} format={(value) => String(Math.round(value))} />
        <div
          className={area.plot}
          role="slider"
          tabIndex={0}
          aria-label={t('charts.explore', { title })}
          aria-valuemin={0}
          aria-valuemax={Math.max(0, last)}
          aria-valuenow={active ?? markedIndex ?? 0}
          aria-valuetext={told && `${formatBin(told)} · ${formatCount(told.count)}`}
          {...handlers}
          data-testid="histogram-chart-plot"
        >
          <svg
            className={classes.svg}
            viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {bins.map((entry, index) => {
              const height = (entry.count / max) * VIEW_HEIGHT;
              return (
                <rect
                  key={entry.from}
                  data-count={entry.count}
                  x={index * width + width * 0.08}
                  width={width * 0.84}
                  y={VIEW_HEIGHT - height}
                  height={height}
                  fill={series.color}
                  fillOpacity={active === index ? 1 : 0.85}
                />
              );
            })}
            {marked && markedIndex !== null && (
              <line
                data-testid="histogram-chart-marked"
                className={classes.marked}
                x1={(markedIndex + 0.5) * width}
                x2={(markedIndex + 0.5) * width}
                y1={0}
                y2={VIEW_HEIGHT}
                stroke={marked.color}
                vectorEffect="non-scaling-stroke"
              />
            )}
          </svg>
          {bin && (
            <div
              className={area.tooltip}
              role="tooltip"
              style={{ top: 0, left: `${left}%`, transform: `translateX(-${left}%)` }}
            >
              <strong>{formatBin(bin)}</strong>
              <br />
              {series.label}: {formatCount(bin.count)}
              {active === markedIndex && marked && (
                <>
                  <br />
                  {marked.label}
                </>
              )}
            </div>
          )}
        </div>
        <div className={classes.xAxis} aria-hidden="true">
          <Text size="xs" c="dimmed">
            {bins[0] && formatBin(bins[0])}
          </Text>
          <Text size="xs" c="dimmed">
            {bins.length > 1 && formatBin(bins[last]!)}
          </Text>
        </div>
      </div>
    </ChartFrame>
  );
}
