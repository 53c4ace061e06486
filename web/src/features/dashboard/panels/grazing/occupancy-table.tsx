import { Group, Text, Tooltip } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import type { PlotDay } from '../../../telemetry/api/get-grazing-dynamics';
import type { OccupancyGrid, OccupancyMetric } from './occupancy';
import { formatShortDay } from '../animal/behaviour-charts';
import classes from './occupancy-table.module.css';

/** The theme colour each metric's cells are shaded in: grazing in its series green. */
const RAMP: Record<OccupancyMetric, 'navy' | 'brand'> = {
  animalHours: 'navy',
  grazingHours: 'brand',
  animals: 'navy',
};
/**
 * The shades of the scale, lightest first. Green 7 is left out: neither white nor dark text reads
 * on it at 4.5:1. Text turns white from the shade where white reads better.
 */
const SHADES = [1, 2, 3, 4, 5, 6, 8, 9];
const WHITE_TEXT_FROM = { navy: 4, brand: 8 } as const;

/** A cell's shade of the theme colour, by its share of the busiest cell; 0 when empty. */
export function shadeOf(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return SHADES[Math.min(SHADES.length, Math.max(1, Math.ceil((value / max) * SHADES.length))) - 1]!;
}

interface OccupancyTableProps {
  grid: OccupancyGrid;
  metric: OccupancyMetric;
  plots: ReadonlyMap<string, { name: string; color: string }>;
  /** The title, with its unit. */
  title: string;
}

/**
 * Each plot's occupancy per day: a plot × day table whose cells hold the value and a shade of it,
 * with the plot's totals. One cell at a time takes the focus (arrow keys move it) and shows all
 * its figures, as hovering does.
 */
export function OccupancyTable({ grid, metric, plots, title }: OccupancyTableProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const number = (value: number) => formatNumber(value, i18n.language);
  const show = (value: number) =>
    metric === 'animals' ? number(value) : t('telemetry.charts.hours', { value: number(value) });
  const ramp = RAMP[metric];
  const nameOf = (plotId: string) => plots.get(plotId)?.name ?? t('telemetry.dynamics.unknownPlot');
  const detail = (plotId: string, cell: PlotDay) =>
    t('telemetry.dynamics.cell', {
      plot: nameOf(plotId),
      day: formatShortDay(cell.date, i18n.language),
      animals: number(cell.animals),
      animalHours: number(cell.animalHours),
      grazingHours: number(cell.grazingHours),
    });

  const move = (event: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const row = Math.min(grid.rows.length - 1, Math.max(0, active[0] + step[0]));
    const column = Math.min(grid.days.length - 1, Math.max(0, active[1] + step[1]));
    setActive([row, column]);
    table.current?.querySelector<HTMLElement>(`[data-cell="${row}:${column}"]`)?.focus();
  };

  return (
    <figure className={classes.figure} aria-labelledby={titleId} data-testid="occupancy">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text id={titleId} component="figcaption" size="sm" fw={700} c="navy.8">
          {title}
        </Text>
        <Group gap={4} wrap="nowrap" aria-hidden="true" className={classes.legend}>
          <Text size="xs" c="dimmed">
            {show(0)}
          </Text>
          {SHADES.map((shade) => (
            <span
              key={shade}
              className={classes.swatch}
              style={{ background: `var(--mantine-color-${ramp}-${shade})` }}
            />
          ))}
          <Text size="xs" c="dimmed">
            {show(grid.max[metric])}
          </Text>
        </Group>
      </Group>
      <div className={classes.scroll}>
        <table ref={table} className={classes.table} onKeyDown={move}>
          <thead>
            <tr>
              <th scope="col">{t('telemetry.dynamics.plot')}</th>
              {grid.days.map((day) => (
                <th key={day} scope="col">
                  {formatShortDay(day, i18n.language)}
                </th>
              ))}
              <th scope="col">{t('telemetry.dynamics.total')}</th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, rowIndex) => {
              const total = metric === 'animals' ? null : row[metric];
              return (
                <tr key={row.plotId} data-plot={row.plotId}>
                  <th scope="row">
                    <span
                      className={classes.plotSwatch}
                      style={{ background: plots.get(row.plotId)?.color }}
                      aria-hidden="true"
                    />
                    {nameOf(row.plotId)}
                  </th>
                  {row.cells.map((cell, column) => {
                    const value = cell?.[metric] ?? 0;
                    const shade = shadeOf(value, grid.max[metric]);
                    const focused = active[0] === rowIndex && active[1] === column;
                    return (
                      <Tooltip
                        key={grid.days[column]}
                        label={cell ? detail(row.plotId, cell) : t('telemetry.dynamics.emptyCell')}
                        events={{ hover: true, focus: true, touch: true }}
                        multiline
                        maw={240}
                        withinPortal
                      >
                        <td
                          data-cell={`${rowIndex}:${column}`}
                          data-value={value}
                          tabIndex={focused ? 0 : -1}
                          onFocus={() => setActive([rowIndex, column])}
                          className={classes.cell}
                          data-dark={shade >= WHITE_TEXT_FROM[ramp] || undefined}
                          style={shade ? { background: `var(--mantine-color-${ramp}-${shade})` } : undefined}
                        >
                          {cell ? number(value) : '–'}
                        </td>
                      </Tooltip>
                    );
                  })}
                  <td className={classes.total}>{total === null ? '' : number(total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
