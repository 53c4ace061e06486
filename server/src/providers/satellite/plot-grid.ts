import type { Polygon, Position } from 'geojson';
import proj4 from 'proj4';
import type { Bbox } from './satellite-provider';

/*
 * Which cells of a regular grid a plot covers: a cell counts when its centre is inside the polygon
 * (holes excluded), found row by row by crossing the row's centre line with the polygon's edges
 * (even-odd rule) — cheaper than testing each cell and exact for cell centres. Used on a scene's own
 * 10 m grid for the figures (each pixel once) and on a degree grid for the images.
 */

/** A north-up grid: cell (col, row) has its top-left corner at (x0 + col·dx, y0 − row·dy). */
export interface Grid {
  x0: number;
  y0: number;
  dx: number;
  dy: number;
}

/** The cells of a grid window whose centres are inside a plot. */
export interface PlotCells {
  /** The window on the grid: first column and row, and its size. */
  col0: number;
  row0: number;
  width: number;
  height: number;
  /** Indexes (row · width + col, within the window) of the cells inside the plot, row-major. */
  inside: Uint32Array;
}

export type Rings = Position[][];

/** Reprojects a polygon's rings from WGS84 to a projected CRS (e.g. 'EPSG:32720'). */
export function projectRings(polygon: Polygon, crs: string): Rings {
  if (crs === 'EPSG:4326') return polygon.coordinates;
  const forward = proj4('EPSG:4326', crs).forward;
  return polygon.coordinates.map((ring) => ring.map((position) => forward([position[0]!, position[1]!])));
}

export function ringsBbox(rings: Rings): Bbox {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of rings.flat() as [number, number][]) {
    west = Math.min(west, x);
    east = Math.max(east, x);
    south = Math.min(south, y);
    north = Math.max(north, y);
  }
  return [west, south, east, north];
}

/**
 * The cells of `grid` whose centres are inside the rings. A plot smaller than a cell, with no centre
 * inside it, gets the one cell under its bounding box's centre so that it still has a pixel.
 */
export function plotCells(rings: Rings, grid: Grid): PlotCells {
  const [west, south, east, north] = ringsBbox(rings);
  const col0 = Math.floor((west - grid.x0) / grid.dx);
  const row0 = Math.floor((grid.y0 - north) / grid.dy);
  const width = Math.max(1, Math.ceil((east - grid.x0) / grid.dx) - col0);
  const height = Math.max(1, Math.ceil((grid.y0 - south) / grid.dy) - row0);
  const inside: number[] = [];
  const crossings: number[] = [];
  for (let row = 0; row < height; row++) {
    const y = grid.y0 - (row0 + row + 0.5) * grid.dy;
    crossings.length = 0;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > y !== yj > y) crossings.push(xi + ((y - yi) / (yj - yi)) * (xj - xi));
      }
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      // Columns whose centre x lies in [crossings[k], crossings[k+1]).
      const first = Math.max(0, Math.ceil((crossings[k]! - grid.x0) / grid.dx - 0.5) - col0);
      const last = Math.min(width - 1, Math.ceil((crossings[k + 1]! - grid.x0) / grid.dx - 0.5) - col0 - 1);
      for (let col = first; col <= last; col++) inside.push(row * width + col);
    }
  }
  if (inside.length === 0) {
    const col = Math.min(width - 1, Math.floor(((west + east) / 2 - grid.x0) / grid.dx) - col0);
    const row = Math.min(height - 1, Math.floor((grid.y0 - (south + north) / 2) / grid.dy) - row0);
    inside.push(row * width + col);
  }
  return { col0, row0, width, height, inside: Uint32Array.from(inside) };
}

/** The centre of a cell of a window, in the grid's coordinates. */
export function cellCentre(grid: Grid, cells: PlotCells, index: number): [number, number] {
  const col = cells.col0 + (index % cells.width);
  const row = cells.row0 + Math.floor(index / cells.width);
  return [grid.x0 + (col + 0.5) * grid.dx, grid.y0 - (row + 0.5) * grid.dy];
}

/** A window's extent in the grid's coordinates: west, south, east, north. */
export function windowBbox(grid: Grid, cells: PlotCells): Bbox {
  const west = grid.x0 + cells.col0 * grid.dx;
  const north = grid.y0 - cells.row0 * grid.dy;
  return [west, north - cells.height * grid.dy, west + cells.width * grid.dx, north];
}

/** The UTM zone of a WGS84 position, as an EPSG code ('EPSG:327zz' south of the equator). */
export function utmZoneOf(lng: number, lat: number): string {
  const zone = Math.min(60, Math.floor((lng + 180) / 6) + 1);
  return `EPSG:${lat < 0 ? 327 : 326}${String(zone).padStart(2, '0')}`;
}

/** A degree grid over a plot with cells about `metres` across, for an image drawn on the map. */
export function degreeGrid(polygon: Polygon, metres: number): Grid {
  const [west, , , north] = ringsBbox(polygon.coordinates);
  const latitude = ringsBbox(polygon.coordinates)[1] / 2 + north / 2;
  const dy = metres / 111_320;
  const dx = dy / Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  return { x0: west, y0: north, dx, dy };
}
