import type { GeoJSONSourceDiff } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { animalFeatures, type AnimalDot } from './animals-layer';
import { herdDiff } from './animals-diff';

const dot = (animalId: string, lat: number | null = -34, state = 'ok'): AnimalDot => ({
  animalId,
  lat,
  lng: lat === null ? null : -60,
  state,
});
/** A herd of the dots given and ten more that never change (a diff is for a few of many). */
const still = Array.from({ length: 10 }, (_, i) => dot(`still-${i}`));
const herd = (...dots: AnimalDot[]) =>
  new Map([...still, ...dots].map((animal) => [animal.animalId, animal]));
const build = (animals: ReadonlyMap<string, AnimalDot>) => animalFeatures(animals, null);

describe('the herd sent to the map as a diff', () => {
  it('sends only the animals whose record changed', () => {
    const before = herd(dot('a'), dot('b'), dot('c'));
    const moved = dot('b', -35, 'lowBattery');
    // The store's way: a new map with the same objects, and a new one for what changed.
    const after = new Map(before).set('b', moved);
    const features = vi.fn(build);
    const diff = herdDiff(before, after, features) as GeoJSONSourceDiff;
    expect(features).toHaveBeenCalledWith(new Map([['b', moved]]));
    expect(diff).toEqual({
      add: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-60, -35] },
          properties: { id: 'b', state: 'lowBattery', selected: false },
        },
      ],
    });
  });

  it('removes animals that left the herd or lost their position, and adds new ones', () => {
    const before = herd(dot('a'), dot('b'), dot('c', null));
    const after = new Map(before);
    after.delete('a');
    after.set('b', dot('b', null));
    after.set('d', dot('d'));
    const diff = herdDiff(before, after, build) as GeoJSONSourceDiff;
    expect(diff.remove).toEqual(['a', 'b']);
    expect(diff.add?.map((feature) => feature.properties?.id)).toEqual(['d']);
  });

  it('sends the whole herd when most of it changed', () => {
    const before = new Map([dot('a'), dot('b'), dot('c')].map((animal) => [animal.animalId, animal]));
    const after = new Map(before).set('a', dot('a', -35)).set('b', dot('b', -35));
    const features = vi.fn(build);
    expect(herdDiff(before, after, features)).toBe('whole');
    expect(features).not.toHaveBeenCalled();
  });

  it('has nothing to send when nothing changed', () => {
    const before = herd(dot('a'));
    expect(herdDiff(before, before, build)).toBeNull();
    expect(herdDiff(before, new Map(before), build)).toBeNull();
    // An animal without a position whose record changed: removing what is not there costs nothing.
    expect(herdDiff(herd(dot('x', null)), herd(dot('x', null)), build)).toEqual({ remove: ['x'] });
  });
});
