import type { Polygon } from 'geojson';
import proj4 from 'proj4';
import { s2Item, type FakeStac } from './fake-stac';
import { writeTiledGeoTiff } from './tiled-geotiff';

/*
 * Two adjacent Sentinel-2 tiles in UTM 20S played as small real tiled GeoTIFFs with known digital
 * numbers: A from x 500000 to 505120, B from 505000 (they overlap by 120 m, as MGRS tiles do). Plots
 * are rectangles with edges on the 10 m grid, so the pixels whose centres are inside are known here
 * without the provider's code, and so are their figures.
 */

const EPSG = 32720;
const Y0 = 6_250_000;
const SIDE = 512; // pixels at 10 m
const A_X0 = 500_000;
const B_X0 = 505_000;

const redA = (col: number, row: number) => 1500 + ((col * 7 + row * 3) % 40) * 10;
const nirA = (col: number, row: number) => 3500 + ((col * 5 + row * 11) % 60) * 20;
const redB = (col: number, row: number) => 1200 + ((col + row) % 30) * 10;
const nirB = (col: number) => 4200 + (col % 13) * 25;
/** Scene classes by ground x: thick cloud over one strip, medium-probability cloud over another. */
const sceneClassAt = (x: number) => (x >= 501_000 && x < 501_200 ? 9 : x >= 501_600 && x < 501_640 ? 8 : 4);

export interface Rect {
  west: number;
  south: number;
  east: number;
  north: number;
}
export const CLEAR: Rect = { west: 500_400, south: 6_249_200, east: 500_800, north: 6_249_600 };
export const HALF_CLOUDY: Rect = { west: 501_000, south: 6_249_200, east: 501_400, north: 6_249_600 };
export const EDGE_CLOUD: Rect = { west: 501_600, south: 6_249_200, east: 502_000, north: 6_249_600 };
export const ACROSS: Rect = { west: 504_900, south: 6_249_200, east: 505_300, north: 6_249_500 };

const toWgs84 = proj4(`EPSG:${EPSG}`, 'EPSG:4326').forward;
export function polygonOf({ west, south, east, north }: Rect): Polygon {
  const corners = [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
    [west, north],
  ] as [number, number][];
  return { type: 'Polygon', coordinates: [corners.map((corner) => toWgs84(corner))] };
}
export const plot = (id: string, rect: Rect) => ({ id, polygon: polygonOf(rect) });

// The independent computation: pixel centres in the rectangle, tile A where it has the pixel, else B.
const reflectance = (dn: number, offset: number) => dn * 0.0001 + offset;
export function expectedNdvi(rect: Rect, offset = -0.1): { values: number[]; pixels: number } {
  const values: number[] = [];
  let pixels = 0;
  for (let y = rect.north - 5; y > rect.south; y -= 10) {
    for (let x = rect.west + 5; x < rect.east; x += 10) {
      pixels++;
      if (sceneClassAt(x) !== 4) continue;
      const row = (Y0 - y - 5) / 10;
      const inA = x < A_X0 + SIDE * 10;
      const col = (x - (inA ? A_X0 : B_X0) - 5) / 10;
      const red = reflectance(inA ? redA(col, row) : redB(col, row), offset);
      const nir = reflectance(inA ? nirA(col, row) : nirB(col), offset);
      values.push((nir - red) / (nir + red));
    }
  }
  return { values, pixels };
}
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = q * (sorted.length - 1);
  const low = Math.floor(at);
  return low + 1 < sorted.length
    ? sorted[low]! * (1 - (at - low)) + sorted[low + 1]! * (at - low)
    : sorted[low]!;
}
export function expectedFigures(id: string, rect: Rect, offset = -0.1) {
  const { values, pixels } = expectedNdvi(rect, offset);
  return {
    plotId: id,
    clear: true,
    validShare: values.length / pixels,
    rejectedShare: 0,
    mean: values.reduce((sum, value) => sum + value, 0) / values.length,
    median: quantile(values, 0.5),
    p10: quantile(values, 0.1),
    p90: quantile(values, 0.9),
  };
}
const band = (x0: number, value: (col: number, row: number) => number) =>
  writeTiledGeoTiff({
    width: SIDE,
    height: SIDE,
    tileSize: 64,
    bitsPerSample: 16,
    x0,
    y0: Y0,
    resolution: 10,
    epsg: EPSG,
    value,
  });
const classes = (x0: number, value: (x: number) => number) =>
  writeTiledGeoTiff({
    width: SIDE / 2,
    height: SIDE / 2,
    tileSize: 32,
    bitsPerSample: 8,
    x0,
    y0: Y0,
    resolution: 20,
    epsg: EPSG,
    value: (col) => value(x0 + col * 20 + 10),
  });

/**
 * Serves the tiles' files and items: 5 January, one pass over both tiles; 15 January, overcast over
 * both; 25 January, tile A in an item that states no scale or offset (baseline 04.00, offset not
 * applied). Answers tile A's file addresses.
 */
export function serveTwoTiles(fake: FakeStac): Record<string, string> {
  const hrefsA = {
    red: fake.addFile('A/B04.tif', band(A_X0, redA)),
    nir: fake.addFile('A/B08.tif', band(A_X0, nirA)),
    green: fake.addFile(
      'A/B03.tif',
      band(A_X0, () => 1800),
    ),
    blue: fake.addFile(
      'A/B02.tif',
      band(A_X0, () => 1400),
    ),
    scl: fake.addFile('A/SCL.tif', classes(A_X0, sceneClassAt)),
  };
  const hrefsB = {
    red: fake.addFile('B/B04.tif', band(B_X0, redB)),
    nir: fake.addFile('B/B08.tif', band(B_X0, nirB)),
    scl: fake.addFile('B/SCL.tif', classes(B_X0, sceneClassAt)),
  };
  const overcast = {
    scl: fake.addFile(
      'A/SCL-overcast.tif',
      classes(A_X0, () => 9),
    ),
    sclB: fake.addFile(
      'B/SCL-overcast.tif',
      classes(B_X0, () => 9),
    ),
  };
  const item = (id: string, tile: string, datetime: string, hrefs: object, extra = {}) =>
    fake.addItem(s2Item({ id, tile, datetime, epsg: EPSG, cloudCover: 10, hrefs, ...extra }));
  // 5 January: one pass over both tiles, seconds apart.
  item('S2B_20HNH_20240105_0_L2A', '20HNH', '2024-01-05T14:07:25.024Z', hrefsA);
  item('S2B_20HPH_20240105_0_L2A', '20HPH', '2024-01-05T14:07:29.310Z', hrefsB);
  // 15 January: overcast over both.
  item('S2B_20HNH_20240115_0_L2A', '20HNH', '2024-01-15T14:07:21.000Z', { ...hrefsA, scl: overcast.scl });
  item('S2B_20HPH_20240115_0_L2A', '20HPH', '2024-01-15T14:07:25.000Z', { ...hrefsB, scl: overcast.sclB });
  // 25 January: tile A only, an item that states no scale or offset (baseline 04.00, offset not applied).
  item('S2A_20HNH_20240125_0_L2A', '20HNH', '2024-01-25T14:07:30.000Z', hrefsA, {
    withoutScaling: true,
    processingBaseline: '04.00',
    boaOffsetApplied: false,
  });
  return hrefsA;
}
