import { isInsideFence, type AreaGeometry } from '@tropero/shared/geo';

const METERS_PER_DEGREE = 111_320;

/** A fence ready to test many fixes: its outline's box grown by the buffer. */
export interface PreparedFence {
  geometry: AreaGeometry;
  rings: number[][][];
  /** [west, south, east, north], grown by the buffer. */
  box: [number, number, number, number];
  bufferMeters: number;
}

export function prepareFence(geometry: AreaGeometry, bufferMeters: number): PreparedFence {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const rings = polygons.flat();
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [lng, lat] of ring) {
      west = Math.min(west, lng!);
      east = Math.max(east, lng!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
  }
  const dLat = bufferMeters / METERS_PER_DEGREE;
  const dLng = bufferMeters / (METERS_PER_DEGREE * Math.cos((((south + north) / 2) * Math.PI) / 180));
  return { geometry, rings, box: [west - dLng, south - dLat, east + dLng, north + dLat], bufferMeters };
}

/** Even-odd ray casting over every ring (holes included), as GeoJSON polygons are read. */
function inRings(rings: number[][][], lng: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/**
 * `isInsideFence` (packages/shared/src/geo.ts) with two shortcuts for a stream of fixes: a fix far
 * outside the grown box is outside, one inside the outline is inside; only the fixes near the
 * outline are measured against it.
 */
export function insidePreparedFence(fence: PreparedFence, lng: number, lat: number): boolean {
  const [west, south, east, north] = fence.box;
  if (lng < west || lng > east || lat < south || lat > north) return false;
  if (inRings(fence.rings, lng, lat)) return true;
  return isInsideFence([lng, lat], fence.geometry, fence.bufferMeters);
}
