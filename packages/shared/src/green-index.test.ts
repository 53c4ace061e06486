import { describe, expect, it } from 'vitest';
import { GREEN_INDEX_LAYERS, GREEN_INDEX_RAMPS, rampColour } from './green-index';

describe('green-index colour ramps', () => {
  const ndvi = GREEN_INDEX_RAMPS.ndvi;

  it('gives each stop its own colour and the end colours beyond the ends', () => {
    expect(rampColour(ndvi, 0.6)).toEqual([0x7f, 0xbc, 0x41]);
    expect(rampColour(ndvi, -0.9)).toEqual([0x8c, 0x51, 0x0a]);
    expect(rampColour(ndvi, 1.3)).toEqual([0x0b, 0x3d, 0x0b]);
  });

  it('blends linearly between two stops', () => {
    // Halfway from 0.4 (#c7e9b4) to 0.6 (#7fbc41): (199 + 127) / 2, (233 + 188) / 2, (180 + 65) / 2.
    expect(rampColour(ndvi, 0.5)).toEqual([163, 211, 123]);
  });

  it('has ascending stops with #rrggbb colours for every layer', () => {
    for (const layer of GREEN_INDEX_LAYERS) {
      const stops = GREEN_INDEX_RAMPS[layer];
      expect(stops.map((stop) => stop.value)).toEqual(
        [...stops.map((stop) => stop.value)].sort((a, b) => a - b),
      );
      for (const stop of stops) expect(stop.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
