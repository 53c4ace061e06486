import { describe, expect, it } from 'vitest';
import type { PlotDay } from '../../../telemetry/api/get-grazing-dynamics';
import { busiestPlot, daysOf, occupancyGrid, occupancyRecords } from './occupancy';

const plotDay = (
  plotId: string,
  date: string,
  animalHours: number,
  grazingHours = animalHours / 3,
): PlotDay => ({
  plotId,
  date,
  partial: false,
  animals: Math.round(animalHours / 24),
  animalHours,
  grazingHours,
});

describe('occupancy grid', () => {
  it('lists the local days a window touches at the settlement, leaving out its exclusive end', () => {
    expect(daysOf('2026-03-08T15:00:00.000Z', '2026-03-10T15:00:00.000Z', 0)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(daysOf('2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z', 0)).toEqual(['2026-03-09']);
    // At UTC−3 the same day runs from 03:00 UTC: midnight UTC still falls on the day before.
    expect(daysOf('2026-03-09T03:00:00.000Z', '2026-03-10T03:00:00.000Z', -180)).toEqual(['2026-03-09']);
    expect(daysOf('2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z', -180)).toEqual([
      '2026-03-08',
      '2026-03-09',
    ]);
  });

  it('puts each plot-day in its cell, keeps rested plots and adds plots the list lacks', () => {
    const days = ['2026-03-09', '2026-03-10'];
    const grid = occupancyGrid(
      [
        plotDay('a', '2026-03-10', 240, 90),
        plotDay('a', '2026-03-09', 120, 40.04),
        plotDay('gone', '2026-03-09', 48),
      ],
      days,
      ['a', 'rested'],
    );
    expect(grid.rows.map((row) => row.plotId)).toEqual(['a', 'rested', 'gone']);
    expect(grid.rows[0]!.cells.map((cell) => cell?.animalHours)).toEqual([120, 240]);
    expect(grid.rows[0]).toMatchObject({ animalHours: 360, grazingHours: 130 });
    expect(grid.rows[1]!.cells).toEqual([null, null]);
    expect(grid.max).toEqual({ animalHours: 240, grazingHours: 90, animals: 10 });
    expect(grid.animalHours).toBe(408);
    expect(busiestPlot(grid)?.plotId).toBe('a');
  });

  it('has no busiest plot when nobody was anywhere, and one record per occupied plot-day', () => {
    const empty = occupancyGrid([], ['2026-03-09'], ['a']);
    expect(busiestPlot(empty)).toBeNull();
    expect(occupancyRecords(empty, (id) => id)).toEqual([]);
    const grid = occupancyGrid([plotDay('a', '2026-03-09', 48, 20)], ['2026-03-09'], ['a', 'b']);
    expect(occupancyRecords(grid, (id) => `Potrero ${id}`)).toEqual([['Potrero a', '2026-03-09', 2, 48, 20]]);
  });
});
