import { PNG } from 'pngjs';
import { rampColour, type RampStop } from '@tropero/shared/green-index';
import type { PlotRaster } from '../../providers/satellite/satellite-provider';

/**
 * A plot's index image as a PNG (base64): each value coloured on the layer's ramp, fully transparent
 * where the raster has no value (outside the plot, or masked as cloud, shadow, snow or no data).
 */
export function renderPlotImage(raster: PlotRaster, ramp: readonly RampStop[]): string {
  const png = new PNG({ width: raster.width, height: raster.height, colorType: 6 });
  for (let i = 0; i < raster.width * raster.height; i++) {
    const value = raster.values[i]!;
    const at = i * 4;
    if (Number.isNaN(value)) {
      png.data.writeUInt32BE(0, at);
      continue;
    }
    const [r, g, b] = rampColour(ramp, value);
    png.data[at] = r;
    png.data[at + 1] = g;
    png.data[at + 2] = b;
    png.data[at + 3] = 255;
  }
  return PNG.sync.write(png).toString('base64');
}
