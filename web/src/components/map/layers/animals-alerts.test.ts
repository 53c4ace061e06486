import { featureFilter } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { animalFeatures } from './animals-layer';
import { animalAlertRingStyle } from './animals.style';

const animals = new Map(
  ['a', 'b', 'c'].map((animalId, i) => [
    animalId,
    { animalId, state: 'ok', lat: -29.5, lng: -66.8 + i * 1e-3 },
  ]),
);

describe('alert badges on the map', () => {
  it('rings exactly the animals with an open alert', () => {
    const ring = featureFilter(animalAlertRingStyle.filter, 'test');
    const ringed = animalFeatures(animals, null, undefined, new Set(['b', 'z']))
      .features.filter((feature) =>
        ring.filter({ zoom: 14 }, { type: 1, properties: feature.properties!, geometry: [] } as never),
      )
      .map((feature) => feature.properties?.id);
    expect(ringed).toEqual(['b']);
  });

  it('rings none when no alert is open', () => {
    expect(animalFeatures(animals, null).features.some((feature) => feature.properties?.openAlert)).toBe(
      false,
    );
  });
});
