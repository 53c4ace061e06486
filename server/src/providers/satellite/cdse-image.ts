import { fromArrayBuffer } from 'geotiff';
import { DAY_MS } from '@tropero/shared/constants';
import type { CdseSession } from './cdse-session';
import { INDEX_BANDS, MASKED_SCENE_CLASSES, indexOf, type Band } from './index-figures';
import { degreeGrid, plotCells, windowBbox } from './plot-grid';
import {
  SatelliteProviderError,
  type GreenIndexLayer,
  type PlotRaster,
  type PlotShape,
} from './satellite-provider';

/*
 * A plot's index image from the Copernicus Data Space Process API: the reflectances the layer needs
 * for the plot's day, on the same ~10 m degree grid as Earth Search's images, as a UINT16 GeoTIFF
 * (reflectance × 10000, 0 where masked or without data). The index is computed here, with the same
 * formulas as the figures.
 */

export const CDSE_PROCESS_URL = 'https://sh.dataspace.copernicus.eu/api/v1/process';

const SENTINEL_BANDS: Record<Band, string> = { blue: 'B02', green: 'B03', red: 'B04', nir: 'B08' };
const REFLECTANCE_SCALE = 10_000;
const IMAGE_CELL_METRES = 10;

function imageScript(bands: readonly Band[]): string {
  const names = bands.map((band) => SENTINEL_BANDS[band]);
  return `//VERSION=3
function setup() {
  return {
    input: [{ bands: ${JSON.stringify([...names, 'SCL', 'dataMask'])} }],
    output: { bands: ${names.length}, sampleType: "UINT16" }
  };
}
const MASKED = ${JSON.stringify([...MASKED_SCENE_CLASSES])};
const BANDS = ${JSON.stringify(names)};
function evaluatePixel(s) {
  const clear = s.dataMask === 1 && MASKED.indexOf(s.SCL) < 0;
  return BANDS.map((band) => (clear ? Math.min(65535, Math.max(1, Math.round(s[band] * ${REFLECTANCE_SCALE}))) : 0));
}`;
}

export async function cdseImage(
  session: CdseSession,
  url: string,
  acquiredAt: number,
  plot: PlotShape,
  layer: GreenIndexLayer,
  signal?: AbortSignal,
): Promise<PlotRaster> {
  const grid = degreeGrid(plot.polygon, IMAGE_CELL_METRES);
  const cells = plotCells(plot.polygon.coordinates, grid);
  const bbox = windowBbox(grid, cells);
  const day = Math.floor(acquiredAt / DAY_MS) * DAY_MS;
  const bands = INDEX_BANDS[layer];
  const body = {
    input: {
      bounds: { bbox, properties: { crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84' } },
      data: [
        {
          type: 'sentinel-2-l2a',
          dataFilter: {
            timeRange: { from: new Date(day).toISOString(), to: new Date(day + DAY_MS).toISOString() },
            mosaickingOrder: 'leastCC',
          },
          processing: { harmonizeValues: true },
        },
      ],
    },
    output: {
      width: cells.width,
      height: cells.height,
      responses: [{ identifier: 'default', format: { type: 'image/tiff' } }],
    },
    evalscript: imageScript(bands),
  };
  const tiff = await session.post(url, body, (response) => response.arrayBuffer(), signal);
  const image = await fromArrayBuffer(tiff)
    .then((file) => file.getImage())
    .catch(() => {
      throw new SatelliteProviderError('bad-answer', 'the Process API did not answer a GeoTIFF');
    });
  if (image.getWidth() !== cells.width || image.getHeight() !== cells.height) {
    throw new SatelliteProviderError('bad-answer', 'the Process API answered another image size');
  }
  const rasters = (await image.readRasters({ signal })) as unknown as ArrayLike<number>[];
  const values = new Float32Array(cells.width * cells.height).fill(NaN);
  for (const index of cells.inside) {
    const dns = bands.map((_, b) => rasters[b]![index]!);
    if (dns.some((dn) => dn === 0)) continue;
    values[index] = indexOf(
      layer,
      Object.fromEntries(bands.map((band, b) => [band, dns[b]! / REFLECTANCE_SCALE])),
    );
  }
  return { width: cells.width, height: cells.height, values, bbox };
}
