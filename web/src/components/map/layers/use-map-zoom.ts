import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';

/** The map's zoom, updated when a zoom ends (not on every frame of it). */
export function useMapZoom(): number {
  const map = useMap().current;
  const [zoom, setZoom] = useState(() => map?.getZoom() ?? 0);
  useEffect(() => {
    if (!map) return;
    const update = () => setZoom(map.getZoom());
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  return zoom;
}
