import proj4 from 'proj4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStac, s2Item } from '../../../test/fake-stac';
import { writeTiledGeoTiff } from '../../../test/tiled-geotiff';
import { earthSearch } from './earth-search';

/*
 * A plot across the boundary of two UTM zones (60° W, between zones 20 and 21): its pixels come from
 * a tile in each zone, the second reached by reprojecting the first tile's pixel centres. Each tile
 * has one red and one near-infrared value, so the plot's mean NDVI says how many pixels came from each.
 */

const SIDE = 256;
const west20 = proj4('EPSG:4326', 'EPSG:32720').forward;
const toWgs84From20 = proj4('EPSG:32720', 'EPSG:4326').forward;
const west21 = proj4('EPSG:4326', 'EPSG:32721').forward;

// Tile A (zone 20) ends 200 m inside zone 21's longitudes; the plot runs 200 m past that end.
const [boundaryX, boundaryY] = west20([-60, -34]).map((value) => Math.round(value / 10) * 10) as [
  number,
  number,
];
const A = { x0: boundaryX - 2000, y0: boundaryY + 1280 };
const aEast = A.x0 + SIDE * 10;
const plotRect = { west: aEast - 200, east: aEast + 200, north: boundaryY + 200, south: boundaryY - 200 };
const corners = [
  [plotRect.west, plotRect.north],
  [plotRect.east, plotRect.north],
  [plotRect.east, plotRect.south],
  [plotRect.west, plotRect.south],
  [plotRect.west, plotRect.north],
].map((corner) => toWgs84From20(corner as [number, number]));

// Tile C (zone 21) around the plot's part past tile A.
const inZone21 = corners.map((corner) => west21(corner));
const C = {
  x0: Math.floor(Math.min(...inZone21.map((p) => p[0]!)) / 10) * 10 - 1000,
  y0: Math.ceil(Math.max(...inZone21.map((p) => p[1]!)) / 10) * 10 + 1000,
};

const ndvi = (red: number, nir: number) =>
  (nir * 1e-4 - 0.1 - (red * 1e-4 - 0.1)) / (nir * 1e-4 - 0.1 + (red * 1e-4 - 0.1));
const A_DN = { red: 2000, nir: 4000 };
const C_DN = { red: 1500, nir: 4500 };

describe('Earth Search across two UTM zones', () => {
  let fake: FakeStac;
  beforeAll(async () => {
    fake = await FakeStac.start();
    const file = (
      name: string,
      epsg: number,
      at: { x0: number; y0: number },
      value: number,
      resolution = 10,
    ) =>
      fake.addFile(
        name,
        writeTiledGeoTiff({
          width: (SIDE * 10) / resolution,
          height: (SIDE * 10) / resolution,
          tileSize: 32,
          bitsPerSample: resolution === 10 ? 16 : 8,
          ...at,
          resolution,
          epsg,
          value: () => value,
        }),
      );
    const item = (id: string, tile: string, epsg: number, at: typeof A, dn: typeof A_DN) =>
      fake.addItem(
        s2Item({
          id,
          tile,
          epsg,
          datetime: '2024-02-04T13:57:00Z',
          cloudCover: 3,
          hrefs: {
            red: file(`${tile}/B04.tif`, epsg, at, dn.red),
            nir: file(`${tile}/B08.tif`, epsg, at, dn.nir),
            scl: file(`${tile}/SCL.tif`, epsg, at, 4, 20),
          },
        }),
      );
    item('S2A_20HRC_20240204_0_L2A', '20HRC', 32720, A, A_DN);
    item('S2A_21HTB_20240204_0_L2A', '21HTB', 32721, C, C_DN);
  });
  afterAll(() => fake.stop());

  it('reads each pixel from the tile that has it, all of the plot valid', async () => {
    const provider = earthSearch({ apiUrl: fake.url, backoffMs: 5 });
    const [scene] = await provider.searchScenes(
      [-61, -35, -59, -33],
      Date.parse('2024-02-01'),
      Date.parse('2024-02-10'),
    );
    const [figures] = await provider.plotFigures(scene!, [
      { id: 'across', polygon: { type: 'Polygon', coordinates: [corners] } },
    ]);
    // 40 × 40 pixel centres on tile A's grid; the 20 westmost columns are on tile A.
    const fromA = 20 * 40;
    const expectedMean =
      (fromA * ndvi(A_DN.red, A_DN.nir) + (1600 - fromA) * ndvi(C_DN.red, C_DN.nir)) / 1600;
    expect(figures!.validShare).toBe(1);
    expect(figures!.mean).toBeCloseTo(expectedMean, 9);
    expect(figures!.p10).toBeCloseTo(ndvi(A_DN.red, A_DN.nir), 9);
    expect(figures!.p90).toBeCloseTo(ndvi(C_DN.red, C_DN.nir), 9);
  });
});
