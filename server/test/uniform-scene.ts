import { s2Item, type FakeStac, type S2ItemSpec } from './fake-stac';
import { writeTiledGeoTiff } from './tiled-geotiff';
import type { Rect } from './two-tile-scene';

/*
 * Small Sentinel-2 tiles (UTM 20S, 640 m a side) whose digital numbers are simple enough to compute
 * a plot's figures by hand: red and near infrared given per tile column, every pixel vegetation (scene
 * class 4). PLOT covers columns 10 to 49 and rows 10 to 49, 1,600 pixels.
 */

const EPSG = 32720;
const X0 = 500_000;
const Y0 = 6_250_000;
const SIDE = 64;

export const PLOT: Rect = { west: 500_100, south: 6_249_500, east: 500_500, north: 6_249_900 };

const band = (value: (col: number) => number) =>
  writeTiledGeoTiff({
    width: SIDE,
    height: SIDE,
    tileSize: 32,
    bitsPerSample: 16,
    x0: X0,
    y0: Y0,
    resolution: 10,
    epsg: EPSG,
    value,
  });
const vegetation = () =>
  writeTiledGeoTiff({
    width: SIDE / 2,
    height: SIDE / 2,
    tileSize: 32,
    bitsPerSample: 8,
    x0: X0,
    y0: Y0,
    resolution: 20,
    epsg: EPSG,
    value: () => 4,
  });

/**
 * Serves one item of tile 20HNH whose files hold these digital numbers (by column), with the item's
 * collection, flag and scaling as given.
 */
export function serveUniformItem(
  fake: FakeStac,
  spec: Omit<S2ItemSpec, 'tile' | 'epsg' | 'cloudCover' | 'hrefs'>,
  dn: { red: (col: number) => number; nir: (col: number) => number },
): void {
  const name = `${spec.collection ?? 'c1'}-${spec.id}`;
  fake.addItem(
    s2Item({
      ...spec,
      tile: '20HNH',
      epsg: EPSG,
      cloudCover: 5,
      hrefs: {
        red: fake.addFile(`${name}/B04.tif`, band(dn.red)),
        nir: fake.addFile(`${name}/B08.tif`, band(dn.nir)),
        scl: fake.addFile(`${name}/SCL.tif`, vegetation()),
      },
    }),
  );
}
