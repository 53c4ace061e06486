import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueAxis } from './value-axis';
import { linePath, VIEW_HEIGHT, VIEW_WIDTH, type Scale, type TimePoint } from './line-scale';
import classes from './line-chart.module.css';
import area from './plot-area.module.css';
import type { usePlotCursor } from './use-plot-cursor';

interface TimePlotProps {
  /** The chart's title: the slider is named after it. */
  title: string;
  domain: [number, number];
  format: (value: number) => string;
  /** What the plot points at, from usePlotCursor over `count` instants. */
  cursor: ReturnType<typeof usePlotCursor>;
  count: number;
  /** The instant picked (or the last one) told to screen readers. */
  valueText: string | undefined;
  /** The lines, bands and references, in the SVG's own units (line-scale's VIEW_WIDTH × VIEW_HEIGHT). */
  layers: ReactNode;
  /** The tooltip of the instant picked: where it stands across the plot (%), and whether its readings are high. */
  tooltip?: { left: number; high: boolean; content: ReactNode };
  /** The time axis' labels, each where it stands across the plot (%). */
  ticks: readonly { key: number; left: number; label: string }[];
  testId: string;
  /** Marks laid over the plot in its own percent (a reading's dot). */
  children?: ReactNode;
}

/**
 * The plot of every time chart (no chart library): the value axis beside an SVG stretched to its
 * box, the time axis under it, and a slider that pointer or arrow keys move along the instants, told
 * in a tooltip and as the slider's value.
 */
export function TimePlot(props: TimePlotProps) {
  const { title, domain, format, cursor, count, tooltip } = props;
  const { t } = useTranslation();
  return (
    <div className={area.area}>
      <ValueAxis top={domain[1]} bottom={domain[0]} format={format} />
      <div
        className={area.plot}
        role="slider"
        tabIndex={0}
        aria-label={t('charts.explore', { title })}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, count - 1)}
        aria-valuenow={cursor.active ?? count - 1}
        aria-valuetext={props.valueText}
        {...cursor.handlers}
        onFocus={() => cursor.setActive((current) => current ?? count - 1)}
        data-testid={props.testId}
      >
        <svg
          className={classes.svg}
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <line
            className={classes.grid}
            x1={0}
            x2={VIEW_WIDTH}
            y1={VIEW_HEIGHT / 2}
            y2={VIEW_HEIGHT / 2}
            vectorEffect="non-scaling-stroke"
          />
          {props.layers}
        </svg>
        {props.children}
        {/* Slides along the plot with its reading, and keeps clear of it: always inside the plot. */}
        {tooltip && (
          <div
            className={area.tooltip}
            role="tooltip"
            style={{
              left: `${tooltip.left}%`,
              transform: `translateX(-${tooltip.left}%)`,
              ...(tooltip.high ? { bottom: 0 } : { top: 0 }),
            }}
          >
            {tooltip.content}
          </div>
        )}
      </div>
      <div className={classes.xAxis} aria-hidden="true">
        {props.ticks.map(({ key, left, label }) => (
          <Text
            key={key}
            size="xs"
            c="dimmed"
            className={classes.tick}
            style={{ left: `${left}%`, transform: `translateX(${-left}%)` }}
          >
            {label}
          </Text>
        ))}
      </div>
    </div>
  );
}

/** One series' line, broken where its readings are further apart than `maxGapMs`. */
export function SeriesLine(props: {
  points: readonly TimePoint[];
  scale: Scale;
  maxGapMs: number;
  color: string;
  /** Drawn dashed: a companion beside the chart's own series. */
  dashed?: boolean;
  testId?: string;
}) {
  return (
    <path
      data-testid={props.testId}
      className={props.dashed ? `${classes.line} ${classes.companion}` : classes.line}
      d={linePath(props.points, props.scale, props.maxGapMs)}
      stroke={props.color}
      vectorEffect="non-scaling-stroke"
    />
  );
}
