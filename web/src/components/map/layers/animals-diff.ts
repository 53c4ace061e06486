import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSourceDiff } from 'maplibre-gl';

/**
 * What changed in the herd between two snapshots of the live store, as a diff for the animals'
 * GeoJSON source (`updateData`, features found by their `id` property). The store keeps the very
 * object of an animal that did not change, so a burst that moved 300 of 10,000 animals sends 300
 * features to the map's worker instead of rebuilding and copying all 10,000. `features` builds the
 * features of the animals given (the layer's own builder); an animal it leaves out (no position)
 * is removed. Null when nothing changed; `'whole'` when most of the herd did (every collar at once,
 * the server's list read again): then the whole collection is cheaper to send than a diff.
 */
export function herdDiff<Animal>(
  before: ReadonlyMap<string, Animal>,
  after: ReadonlyMap<string, Animal>,
  features: (animals: ReadonlyMap<string, Animal>) => FeatureCollection<Point>,
): GeoJSONSourceDiff | 'whole' | null {
  if (before === after) return null;
  const changed = new Map<string, Animal>();
  for (const [id, animal] of after) if (before.get(id) !== animal) changed.set(id, animal);
  const remove: string[] = [];
  for (const id of before.keys()) if (!after.has(id)) remove.push(id);
  if (changed.size === 0 && remove.length === 0) return null;
  if (changed.size + remove.length > after.size / 2) return 'whole';

  const add = features(changed).features;
  const placed = new Set(add.map((feature) => feature.properties?.id as string));
  for (const id of changed.keys()) if (!placed.has(id) && before.has(id)) remove.push(id);
  return { ...(remove.length > 0 && { remove }), ...(add.length > 0 && { add }) };
}
