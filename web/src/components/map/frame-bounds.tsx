import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { Bounds } from './bounds';
import { keepFramed } from './keep-framed';

/** Room kept around what the map frames; a single point is not zoomed in further than this. */
const FRAME = { padding: 48, maxZoom: 16 } as const;

/** Frames `bounds` whenever `frameKey` changes (a new settlement, a choice from a list). */
export function FrameBounds({ bounds, frameKey }: { bounds: Bounds | null; frameKey: string | number }) {
  const map = useMap().current;
  useEffect(() => {
    if (!map || !bounds) return;
    // A choice often opens a panel too, which shrinks the map a moment later: it is framed again then.
    return keepFramed(map.getMap(), () => map.fitBounds(bounds, FRAME)).stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new key frames again (not new bounds): data refreshing must not move the map.
  }, [map, frameKey]);
  return null;
}

/** Frames `bounds` now, e.g. from the "show the whole settlement" button. */
export function useFrame(): (bounds: Bounds | null) => void {
  const map = useMap().current;
  return (bounds) => {
    if (map && bounds) keepFramed(map.getMap(), () => map.fitBounds(bounds, FRAME));
  };
}
