import { useSyncExternalStore } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import { ANIMAL_STATE_LOOK, type AnimalStateKey } from './animal-states';
import type { AnimalColour, AnimalFeed } from './animals-layer';
import classes from './animals.module.css';

// Over the plot labels and the cluster counts: the selected animal is never hidden.
const PASS_THROUGH = { pointerEvents: 'none', zIndex: 2 } as const;

interface SelectedAnimalProps {
  feed: AnimalFeed;
  animalId: string;
  colourOf?: AnimalColour;
}

/**
 * The selected animal, ringed and above everything the map draws (clusters and their counts included),
 * at its live position: it is never lost in a cluster. Its dot keeps the colour of its state (or roundup).
 */
export function SelectedAnimal({ feed, animalId, colourOf }: SelectedAnimalProps) {
  const animal = useSyncExternalStore(feed.subscribe, () => feed.get().get(animalId));
  if (!animal || animal.lat === null || animal.lng === null) return null;
  const color = colourOf?.(animal) ?? ANIMAL_STATE_LOOK[animal.state as AnimalStateKey]?.color;
  return (
    <Marker longitude={animal.lng} latitude={animal.lat} anchor="center" style={PASS_THROUGH}>
      <div
        className={classes.selected}
        data-testid="selected-animal"
        data-animal-id={animalId}
        data-state={animal.state}
        aria-hidden="true"
      >
        <span className={classes.selectedDot} style={{ background: color }} />
      </div>
    </Marker>
  );
}
