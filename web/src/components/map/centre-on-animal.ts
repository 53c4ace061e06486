import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { keepFramed, type KeptFraming } from './keep-framed';
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

/** A request to centre on an animal; a new key asks again. */
export interface CentreRequest {
  animalId: string;
  key: string | number;
}

/**
 * Centres the map on an animal once its live position is known (the herd arrives after the map), and
 * keeps it there as it moves or as a panel opening later changes the map's size, until the user moves
 * the map. Answers where that stands, so that the caller frames something else only when the animal
 * cannot be shown.
 */
export function useCentreOnAnimal(feed: AnimalFeed, request: CentreRequest | null): CentreState {
  const map = useMap().current;
  const [outcome, setOutcome] = useState<{ key: CentreRequest['key']; state: CentreState } | null>(null);
  const animalId = request?.animalId;
  const key = request?.key;
  useEffect(() => {
    if (!map || animalId === undefined || key === undefined) return;
    let missing = false;
    let shown: AnimalDot | undefined;
    let camera: AnimalCamera | null = null;
    let framing: KeptFraming | undefined;
    const settle = () => {
      const herd = feed.get();
      // Not loaded yet: the animal may still turn up.
      if (missing || herd.size === 0) return;
      const animal = herd.get(animalId);
      if (framing) {
        // It moved: the map follows it while the framing holds.
        const next = animal === shown ? null : cameraOnAnimal(animal, map.getZoom());
        if (next) [shown, camera] = [animal, next];
        if (next) framing.again();
        return;
      }
      camera = cameraOnAnimal(animal, map.getZoom());
      missing = camera === null;
      setOutcome({ key, state: camera ? 'centred' : 'missing' });
      if (!camera) return;
      shown = animal;
      framing = keepFramed(map.getMap(), () => camera && map.easeTo(camera));
    };
    settle();
    const unsubscribe = feed.subscribe(settle);
    return () => {
      unsubscribe();
      framing?.stop();
    };
  }, [map, feed, animalId, key]);
  if (!request) return 'none';
  return outcome?.key === request.key ? outcome.state : 'waiting';
}
