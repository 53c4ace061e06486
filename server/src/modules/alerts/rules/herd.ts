import { median } from '@tropero/shared/telemetry';

export interface Point {
  lat: number;
  lng: number;
}

/** The median position of a group (latitude and longitude apart): what one stray does not drag. */
export function medianPosition(points: readonly Point[]): Point | null {
  const lat = median(points.map((p) => p.lat));
  const lng = median(points.map((p) => p.lng));
  return lat === null || lng === null ? null : { lat, lng };
}
