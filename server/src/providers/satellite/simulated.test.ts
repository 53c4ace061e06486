import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { CLEAR_SHARE } from '@tropero/shared/green-index';
import { createSatelliteProvider } from './satellite-providers';
import { simulatedSatellite } from './simulated';

const DAY = 86_400_000;
const YEAR_START = Date.parse('2025-01-01T00:00:00Z');
const PADDOCK: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-62.51, -33.8],
      [-62.5, -33.8],
      [-62.5, -33.81],
      [-62.51, -33.81],
      [-62.51, -33.8],
    ],
  ],
};
const plots = Array.from({ length: 20 }, (_, i) => ({ id: `plot-${i}`, polygon: PADDOCK }));

describe('simulated satellite', () => {
  const provider = simulatedSatellite();

  it('is labelled simulated and gives a scene every 5 days, oldest first', async () => {
    expect(provider).toMatchObject({
      name: 'simulated',
      simulated: true,
      resolutionMeters: 10,
      revisitDays: 5,
    });
    const scenes = await provider.searchScenes([-63, -34, -62, -33], YEAR_START, YEAR_START + 365 * DAY);
    expect(scenes.length).toBeGreaterThanOrEqual(72);
    expect(scenes.length).toBeLessThanOrEqual(74);
    for (let i = 1; i < scenes.length; i++)
      expect(scenes[i]!.acquiredAt - scenes[i - 1]!.acquiredAt).toBe(5 * DAY);
  });

  it('is deterministic, about one plot-scene in five not clear, greener in spring than in the summer drought', async () => {
    const scenes = await provider.searchScenes([-63, -34, -62, -33], YEAR_START, YEAR_START + 365 * DAY);
    const all = await Promise.all(scenes.map((scene) => provider.plotFigures(scene, plots)));
    expect(await provider.plotFigures(scenes[3]!, plots)).toEqual(all[3]);
    const figures = all.flat();
    const notClear = figures.filter((figure) => !figure.clear);
    expect(notClear.length / figures.length).toBeGreaterThan(0.12);
    expect(notClear.length / figures.length).toBeLessThan(0.28);
    for (const figure of figures) {
      if (figure.clear) {
        expect(figure.validShare).toBeGreaterThanOrEqual(CLEAR_SHARE);
        expect(figure.p10!).toBeLessThan(figure.mean!);
        expect(figure.p90!).toBeGreaterThan(figure.mean!);
      } else {
        expect(figure).toMatchObject({ mean: null, median: null, p10: null, p90: null });
        expect(figure.validShare).toBeLessThan(CLEAR_SHARE);
      }
    }
    const meanIn = (month: number) => {
      const values = scenes.flatMap((scene, i) =>
        new Date(scene.acquiredAt).getUTCMonth() === month
          ? all[i]!.filter((f) => f.clear).map((f) => f.mean!)
          : [],
      );
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    expect(meanIn(9)).toBeGreaterThan(meanIn(0) + 0.1); // October against January
    expect(meanIn(3)).toBeGreaterThan(meanIn(6) + 0.1); // April against July
  });

  it('draws an image clipped to the plot with a spatial pattern', async () => {
    const [scene] = await provider.searchScenes([-63, -34, -62, -33], YEAR_START, YEAR_START + 30 * DAY);
    const image = (await provider.plotRaster(scene!, plots[0]!, 'ndvi'))!;
    expect(image.values).toHaveLength(image.width * image.height);
    const drawn = [...image.values].filter((value) => !Number.isNaN(value));
    expect(new Set(drawn.map((value) => value.toFixed(2))).size).toBeGreaterThan(5);
    expect(image.bbox[0]).toBeCloseTo(-62.51, 3);
    expect(image.bbox[3]).toBeCloseTo(-33.8, 3);
  });
});

describe('createSatelliteProvider', () => {
  it('builds the configured provider, or none when off', () => {
    expect(createSatelliteProvider({ provider: 'earth-search' })!.name).toBe('earth-search');
    expect(createSatelliteProvider({ provider: 'simulated' })!.simulated).toBe(true);
    expect(
      createSatelliteProvider({ provider: 'cdse', cdse: { clientId: 'a', clientSecret: 'b' } })!.name,
    ).toBe('cdse');
    expect(createSatelliteProvider({ provider: 'off' })).toBeNull();
    expect(() => createSatelliteProvider({ provider: 'cdse' })).toThrow(/CDSE_CLIENT_ID/);
  });
});
