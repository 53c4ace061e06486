import type { MarkerType } from '@tropero/shared/farm';
import type { AreaGeometry } from '@tropero/shared/geo';

/** What the map needs of a plot or a fence: the layers take no more than this. */
export interface MapArea {
  _id: string;
  name: string;
  geometry: AreaGeometry;
  areaHa: number;
  /** Plots have their own colour; fences are drawn in the fence red. */
  color?: string;
  /** Fences can be inactive: drawn fainter. */
  active?: boolean;
  /** Plots: the animals allocated there now. */
  animalCount?: number;
}

/** What the map needs of a farm marker. */
export interface MapPoint {
  _id: string;
  type: MarkerType;
  name: string | null;
  location: { lat: number; lng: number };
}
