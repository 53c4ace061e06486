import { describe, expect, it } from 'vitest';
import { replayFeatures } from './replay-layer';

describe('replay layer', () => {
  it('draws each trail with two points or more, then every dot above the trails', () => {
    const features = replayFeatures([
      {
        animalId: 'a',
        lat: -34,
        lng: -60,
        color: '#111111',
        trail: [
          [-60.1, -34.1],
          [-60, -34],
        ],
      },
      { animalId: 'b', lat: -35, lng: -61, color: '#222222', trail: [[-61, -35]] },
    ]).features;
    expect(features.map((feature) => [feature.geometry.type, feature.properties?.id])).toEqual([
      ['LineString', 'a'],
      ['Point', 'a'],
      ['Point', 'b'],
    ]);
    expect(features[0]!.properties).toEqual({ id: 'a', color: '#111111' });
    expect(features[2]!.geometry).toEqual({ type: 'Point', coordinates: [-61, -35] });
  });
});
