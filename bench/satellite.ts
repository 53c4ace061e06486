/**
 * The green index's cost for one scene: a 50-plot settlement (plots of 20–100 ha) read by the
 * `earth-search` adapter from local files served with range requests, as Earth Search serves its
 * COGs: wall time, and bytes read in all, per plot and as a share of the files. The files are one
 * Sentinel-2 tile's red and near-infrared bands (4096 × 4096 uint16, tiled 512, uncompressed: a real
 * COG is deflate-compressed, so real bytes are fewer) and its 20 m scene classes, in UTM 20S.
 * Usage: npx tsx satellite.ts [plots, 50]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Polygon } from 'geojson';
import proj4 from 'proj4';
import { earthSearch } from '../server/src/providers/satellite/earth-search';
import type { PlotShape } from '../server/src/providers/satellite/satellite-provider';
import { FakeStac, s2Item } from '../server/test/fake-stac';
import { writeTiledGeoTiff } from '../server/test/tiled-geotiff';
import { saveResults } from './results';

const PLOTS = Number(process.argv[2] ?? 50);
const SIDE = 4096;
const EPSG = 32720;
const X0 = 500_000;
const Y0 = 6_300_000;

export interface SceneReadFigures {
  plots: number;
  hectares: number;
  clearPlots: number;
  seconds: number;
  /** CPU time of the process in that while (the local file server's included). */
  cpuSeconds: number;
  bytesRead: number;
  bytesPerPlot: number;
  fileBytes: number;
  shareOfFiles: number;
}

/** A paddock of about `hectares`, slightly skewed, with its north-west corner at (x, y) in UTM. */
function paddock(x: number, y: number, hectares: number, skew: number): Polygon {
  const side = Math.sqrt(hectares * 10_000);
  const toWgs84 = proj4(`EPSG:${EPSG}`, 'EPSG:4326').forward;
  const corners: [number, number][] = [
    [x, y],
    [x + side, y - skew],
    [x + side + skew, y - side],
    [x + skew, y - side - skew],
    [x, y],
  ];
  return { type: 'Polygon', coordinates: [corners.map((corner) => toWgs84(corner))] };
}

/** A settlement of `count` plots of 20–100 ha, ten to a row, 1.1 km apart, in the tile's middle. */
function settlement(count: number): { plots: PlotShape[]; hectares: number } {
  const plots: PlotShape[] = [];
  let hectares = 0;
  for (let i = 0; i < count; i++) {
    const size = 20 + ((i * 37) % 81);
    hectares += size;
    const x = X0 + 15_000 + (i % 10) * 1_100;
    const y = Y0 - 15_000 - Math.floor(i / 10) * 1_100;
    plots.push({ id: `plot-${i}`, polygon: paddock(x, y, size, (i % 5) * 15) });
  }
  return { plots, hectares };
}

export async function measureSceneRead(plotCount: number): Promise<SceneReadFigures> {
  const fake = await FakeStac.start();
  try {
    const band = (value: (col: number, row: number) => number) =>
      writeTiledGeoTiff({
        width: SIDE,
        height: SIDE,
        tileSize: 512,
        bitsPerSample: 16,
        x0: X0,
        y0: Y0,
        resolution: 10,
        epsg: EPSG,
        value,
      });
    const hrefs = {
      red: fake.addFile(
        'B04.tif',
        band((col, row) => 1400 + ((col * 7 + row * 3) % 400)),
      ),
      nir: fake.addFile(
        'B08.tif',
        band((col, row) => 3600 + ((col * 5 + row * 11) % 1500)),
      ),
      scl: fake.addFile(
        'SCL.tif',
        writeTiledGeoTiff({
          width: SIDE / 2,
          height: SIDE / 2,
          tileSize: 256,
          bitsPerSample: 8,
          x0: X0,
          y0: Y0,
          resolution: 20,
          epsg: EPSG,
          value: (col, row) => (((col >> 6) + (row >> 6)) % 9 === 0 ? 9 : 4),
        }),
      ),
    };
    fake.addItem(
      s2Item({
        id: 'S2B_20HNH_20240105_0_L2A',
        tile: '20HNH',
        datetime: '2024-01-05T14:07:25.024Z',
        epsg: EPSG,
        cloudCover: 11,
        hrefs,
      }),
    );
    const { plots, hectares } = settlement(plotCount);
    const provider = earthSearch({ apiUrl: fake.url });
    const [scene] = await provider.searchScenes(
      [-63.1, -34, -62.9, -33.3],
      Date.parse('2024-01-01'),
      Date.parse('2024-01-31'),
    );

    const started = performance.now();
    const cpu = process.cpuUsage();
    const figures = await provider.plotFigures(scene!, plots);
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);

    const files = Object.values(hrefs);
    const bytesRead = files.reduce((sum, href) => sum + fake.served(href), 0);
    const fileBytes = files.reduce((sum, href) => sum + fake.fileSize(href), 0);
    return {
      plots: plots.length,
      hectares,
      clearPlots: figures.filter((figure) => figure.clear).length,
      seconds: Number(seconds.toFixed(3)),
      cpuSeconds: Number(((user + system) / 1e6).toFixed(3)),
      bytesRead,
      bytesPerPlot: Math.round(bytesRead / plots.length),
      fileBytes,
      shareOfFiles: Number((bytesRead / fileBytes).toFixed(4)),
    };
  } finally {
    await fake.stop();
  }
}

const sceneRead = await measureSceneRead(PLOTS);
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
console.log(
  `one scene, ${sceneRead.plots} plots (${sceneRead.hectares} ha, ${sceneRead.clearPlots} clear): ${sceneRead.seconds} s (${sceneRead.cpuSeconds} s CPU), ` +
    `${mb(sceneRead.bytesRead)} read (${mb(sceneRead.bytesPerPlot)} per plot, ${(sceneRead.shareOfFiles * 100).toFixed(1)} % of ${mb(sceneRead.fileBytes)} of files)`,
);
saveResults('satellite', { sceneRead });

// The second figure, the biomass answer's p95 on the same database, is bench/biomass.ts's.
const biomass = spawnSync('npx', ['tsx', fileURLToPath(new URL('./biomass.ts', import.meta.url))], {
  stdio: 'inherit',
});
process.exitCode = biomass.status ?? 1;
