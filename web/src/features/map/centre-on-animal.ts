import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { AnimalDot, AnimalFeed } from './layers/animals-layer';

/** The zoom an animal is shown at: near enough to tell it from its neighbours, with its plot around it. */
export const ANIMAL_ZOOM = 16;

export interface AnimalCamera {
  center: [number, number];
  zoom: number;
}

/**
 * Where the map goes to show an animal: centred on it, at ANIMAL_ZOOM (or nearer, if the map already is);
 * null while it has no position.
 */
export function cameraOnAnimal(animal: AnimalDot | undefined, zoom: number): AnimalCamera | null {
  if (!animal || animal.lat === null || animal.lng === null) return null;
  return { center: [animal.lng, animal.lat], zoom: Math.max(zoom, ANIMAL_ZOOM) };
}

/** Where a request to centre on an animal stands: waiting for the herd, done, or the animal has no position. */
export type CentreState = 'none' | 'waiting' | 'centred' | 'missing';

/**
 * Centres the map on `animalId` once its live position is known (the herd arrives after the map), and
 * again when a panel opening just after shrinks the map. Answers where that stands, so that the caller
 * frames something else only when the animal cannot be shown.
 */
export function useCentreOnAnimal(feed: AnimalFeed, animalId: string | null): CentreState {
  const map = useMap().current;
  const [outcome, setOutcome] = useState<{ animalId: string; state: 'centred' | 'missing' } | null>(null);
  useEffect(() => {
    if (!map || !animalId) return;
    let done = false;
    let settled: ReturnType<typeof setTimeout> | undefined;
    const centre = (camera: AnimalCamera) => () => map.easeTo(camera);
    let again: (() => void) | undefined;
    const settle = () => {
      const herd = feed.get();
      // Not loaded yet: the animal may still turn up.
      if (done || herd.size === 0) return;
      done = true;
      const camera = cameraOnAnimal(herd.get(animalId), map.getZoom());
      setOutcome({ animalId, state: camera ? 'centred' : 'missing' });
      if (!camera) return;
      again = centre(camera);
      again();
      // A panel opening with the animal shrinks the map a moment later: centre again then.
      map.once('resize', again);
      settled = setTimeout(() => again && map.off('resize', again), 1000);
    };
    settle();
    const unsubscribe = feed.subscribe(settle);
    return () => {
      unsubscribe();
      clearTimeout(settled);
      if (again) map.off('resize', again);
    };
  }, [map, feed, animalId]);
  if (!animalId) return 'none';
  return outcome?.animalId === animalId ? outcome.state : 'waiting';
}
