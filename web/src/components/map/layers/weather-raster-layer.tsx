import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { OWN_PREFIX } from '../own-layers';
import { useOwnId } from './use-own-id';

interface WeatherRasterLayerProps {
  tiles: string;
  maxzoom: number;
  opacity: number;
  attribution: string;
}

/** A weather image (radar, satellite) as raster tiles, under the farm's own layers. */
export function WeatherRasterLayer({ tiles, maxzoom, opacity, attribution }: WeatherRasterLayerProps) {
  const id = useOwnId();
  const { current: map } = useMap();
  // Under the plots, fences and animals: before the first of the app's other layers.
  const beforeId = map
    ?.getStyle()
    ?.layers.find((layer) => layer.id.startsWith(OWN_PREFIX) && !layer.id.startsWith(id))?.id;
  return (
    // A frame is a new source: its tiles replace the last frame's.
    <Source
      key={tiles}
      id={`${id}-source`}
      type="raster"
      tiles={[tiles]}
      tileSize={256}
      maxzoom={maxzoom}
      attribution={attribution}
    >
      <Layer
        id={`${id}-raster`}
        type="raster"
        beforeId={beforeId}
        paint={{ 'raster-opacity': opacity, 'raster-fade-duration': 0 }}
      />
    </Source>
  );
}
