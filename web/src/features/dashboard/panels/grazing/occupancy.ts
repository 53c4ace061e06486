import { daysBetween, localDay } from '@tropero/shared/local-day';
import type { PlotDay } from '../../../telemetry/api/get-grazing-dynamics';

export const OCCUPANCY_METRICS = ['animalHours', 'grazingHours', 'animals'] as const;
export type OccupancyMetric = (typeof OCCUPANCY_METRICS)[number];

export interface OccupancyRow {
  plotId: string;
  /** One cell per day of the grid; null when no animal was there. */
  cells: (PlotDay | null)[];
  animalHours: number;
  grazingHours: number;
}

/** The occupancy of each plot per day, ready to draw as a plot × day table. */
export interface OccupancyGrid {
  days: string[];
  rows: OccupancyRow[];
  /** The busiest cell of each metric: the table's colour scale. */
  max: Record<OccupancyMetric, number>;
  animalHours: number;
  grazingHours: number;
}

/**
 * The local days (`yyyy-mm-dd`) of a settlement `offsetMinutes` from UTC that a window of instants
 * touches, its exclusive end left out: the days the server keys occupancy by.
 */
export const daysOf = (fromDate: string, toDate: string, offsetMinutes: number): string[] =>
  daysBetween(localDay(Date.parse(fromDate), offsetMinutes), localDay(Date.parse(toDate) - 1, offsetMinutes));

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Lays the server's plot-days out on a grid: the plots in the given order (a plot nobody used
 * keeps its empty row: it rested), then any plot the answer names that the list lacks.
 */
export function occupancyGrid(
  plotDays: readonly PlotDay[],
  days: readonly string[],
  plotIds: readonly string[],
) {
  const byPlot = new Map<string, Map<string, PlotDay>>(plotIds.map((id) => [id, new Map()]));
  for (const plotDay of plotDays) {
    const row = byPlot.get(plotDay.plotId) ?? new Map<string, PlotDay>();
    row.set(plotDay.date, plotDay);
    byPlot.set(plotDay.plotId, row);
  }
  const max: Record<OccupancyMetric, number> = { animalHours: 0, grazingHours: 0, animals: 0 };
  const rows: OccupancyRow[] = [...byPlot].map(([plotId, cells]) => {
    const row: OccupancyRow = {
      plotId,
      cells: days.map((day) => cells.get(day) ?? null),
      animalHours: 0,
      grazingHours: 0,
    };
    for (const cell of row.cells) {
      if (!cell) continue;
      row.animalHours += cell.animalHours;
      row.grazingHours += cell.grazingHours;
      for (const metric of OCCUPANCY_METRICS) max[metric] = Math.max(max[metric], cell[metric]);
    }
    row.animalHours = round(row.animalHours);
    row.grazingHours = round(row.grazingHours);
    return row;
  });
  return {
    days: [...days],
    rows,
    max,
    animalHours: round(rows.reduce((sum, row) => sum + row.animalHours, 0)),
    grazingHours: round(rows.reduce((sum, row) => sum + row.grazingHours, 0)),
  } satisfies OccupancyGrid;
}

/** The plot that held the most animal-hours, or null when nobody was anywhere. */
export function busiestPlot(grid: OccupancyGrid): OccupancyRow | null {
  let busiest: OccupancyRow | null = null;
  for (const row of grid.rows) if (row.animalHours > (busiest?.animalHours ?? 0)) busiest = row;
  return busiest;
}

/** The grid as spreadsheet rows, one a plot and day with animals: plot, day, animals, animal-hours, grazing hours. */
export function occupancyRecords(grid: OccupancyGrid, plotName: (plotId: string) => string) {
  return grid.rows.flatMap((row) =>
    row.cells.flatMap((cell) =>
      cell ? [[plotName(row.plotId), cell.date, cell.animals, cell.animalHours, cell.grazingHours]] : [],
    ),
  );
}
