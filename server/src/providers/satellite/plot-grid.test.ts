import { describe, expect, it } from 'vitest';
import { plotCells, utmZoneOf } from './plot-grid';

const grid = { x0: 0, y0: 100, dx: 10, dy: 10 };
const square = (west: number, south: number, east: number, north: number) => [
  [west, north],
  [east, north],
  [east, south],
  [west, south],
  [west, north],
];

describe('plot cells', () => {
  it('counts the cells whose centres are inside, holes left out', () => {
    const cells = plotCells([square(0, 0, 100, 100), square(40, 40, 60, 60)], grid);
    expect(cells).toMatchObject({ col0: 0, row0: 0, width: 10, height: 10 });
    expect(cells.inside).toHaveLength(100 - 4);
    expect([...cells.inside]).not.toContain(4 * 10 + 4);
  });

  it('gives a plot smaller than a pixel the pixel under it', () => {
    const cells = plotCells([square(31, 61, 33, 63)], grid);
    expect(cells.inside).toHaveLength(1);
    expect(cells.col0 + (cells.inside[0]! % cells.width)).toBe(3);
  });

  it('finds the UTM zone of Argentina’s settlements', () => {
    expect(utmZoneOf(-62.5, -33.8)).toBe('EPSG:32720');
    expect(utmZoneOf(-68.8, -32.9)).toBe('EPSG:32719');
    expect(utmZoneOf(-57.6, -38)).toBe('EPSG:32721');
  });
});
