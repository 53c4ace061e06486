import { createStore, useStore } from '../../../lib/create-store';

/** A plot's green-index image on the map, drawn while the layer panel is open. */
export interface GreenIndexOverlay {
  /** `data:image/png;base64,…`, transparent outside the plot and where the scene was masked. */
  image: string;
  /** Degrees: west, south, east, north. */
  bbox: readonly [number, number, number, number];
  opacity: number;
}

/** Set by the green-index layer panel, read by the map: the two are apart in the dashboard's tree. */
export const greenIndexOverlay = createStore<GreenIndexOverlay | null>(null);

export const useGreenIndexOverlay = () => useStore(greenIndexOverlay);
