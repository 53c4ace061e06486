import {
  createExpression,
  featureFilter,
  type ExpressionSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { animalStateColors } from '../../../config/theme';
import { mapPalette } from '../map-palette';
import { animalFeatures, clusterOf } from './animals-layer';
import {
  ALERT_STATES,
  animalClusterStyle,
  animalSourceOptions,
  CLUSTER_RADIUS,
  MAP_MAX_ZOOM,
  worstState,
} from './animals.style';

const animals = new Map(
  [
    { animalId: 'a', state: 'ok' },
    { animalId: 'b', state: 'lowBattery' },
    { animalId: 'c', state: 'noSignal' },
    { animalId: 'd', state: 'lowBattery' },
    { animalId: 'e', state: 'ok' },
  ].map((animal, i) => [animal.animalId, { ...animal, lat: -29.5, lng: -66.8 + i * 1e-6 }]),
);

/** Evaluates a style expression against a feature's properties, as MapLibre does. */
function evaluate(expression: unknown, properties: Record<string, unknown>): unknown {
  const parsed = createExpression(expression, 'test');
  if (parsed.result !== 'success') throw new Error(JSON.stringify(parsed.value));
  return parsed.value.evaluate({ zoom: 14 }, { type: 'Point', properties, geometry: [] } as never);
}

/** A cluster of `features`, its properties summed as the source's `clusterProperties` say. */
function clusterProperties(features: ReturnType<typeof animalFeatures>['features']) {
  const sums: Record<string, unknown> = { cluster: true, cluster_id: 7, point_count: features.length };
  for (const [key, [operator, map]] of Object.entries(animalSourceOptions.clusterProperties)) {
    expect(operator).toBe('+');
    sums[key] = features.reduce((sum, feature) => sum + Number(evaluate(map, feature.properties!)), 0);
  }
  return sums;
}

describe('animal clusters', () => {
  it('merge overlapping dots at every zoom the map reaches', () => {
    expect(animalSourceOptions.cluster).toBe(true);
    expect(animalSourceOptions.clusterMaxZoom).toBe(MAP_MAX_ZOOM);
    expect(animalSourceOptions.maxzoom).toBeGreaterThan(MAP_MAX_ZOOM);
    // A dot is 15 px wide with its halo: nearer dots overlap.
    expect(CLUSTER_RADIUS).toBeGreaterThanOrEqual(15);
  });

  it('count their animals in each state that needs attention', () => {
    const properties = clusterProperties(animalFeatures(animals, null).features);
    expect(clusterOf(properties, [-66.8, -29.5])).toEqual({
      id: 7,
      count: 5,
      lng: -66.8,
      lat: -29.5,
      alerts: { outsideFence: 0, lowBattery: 2, noSignal: 1 },
    });
  });

  it('are ringed in the colour of the worst state they hold, white when all are fine', () => {
    const ring = animalClusterStyle.paint!['circle-stroke-color'] as ExpressionSpecification;
    const colourOf = (alerts: Record<string, number>) => evaluate(ring, { point_count: 3, ...alerts });
    expect(colourOf({ outsideFence: 1, lowBattery: 2, noSignal: 1 })).toBe(animalStateColors.outsideFence);
    expect(colourOf({ outsideFence: 0, lowBattery: 2, noSignal: 1 })).toBe(animalStateColors.lowBattery);
    expect(colourOf({ outsideFence: 0, lowBattery: 0, noSignal: 1 })).toBe(animalStateColors.noSignal);
    expect(colourOf({ outsideFence: 0, lowBattery: 0, noSignal: 0 })).toBe(mapPalette.halo);
    expect(worstState({ outsideFence: 1, lowBattery: 2, noSignal: 1 })).toBe('outsideFence');
    expect(worstState({ outsideFence: 0, lowBattery: 0, noSignal: 3 })).toBe('noSignal');
    expect(worstState({ outsideFence: 0, lowBattery: 0, noSignal: 0 })).toBeNull();
    expect(ALERT_STATES).toEqual(['outsideFence', 'lowBattery', 'noSignal']);
  });

  it('never take in the selected animal, which is drawn apart', () => {
    const keep = featureFilter(animalSourceOptions.filter, 'test');
    const kept = animalFeatures(animals, 'b').features.filter((feature) =>
      keep.filter({ zoom: 14 }, { type: 1, properties: feature.properties!, geometry: [] } as never),
    );
    expect(kept.map((feature) => feature.properties?.id)).toEqual(['a', 'c', 'd', 'e']);
  });
});
