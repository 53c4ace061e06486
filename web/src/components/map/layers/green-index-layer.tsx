import type { ImageSource } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { OWN_PREFIX } from '../own-layers';
import { useOwnId } from './use-own-id';

interface GreenIndexLayerProps {
  /** A PNG as a data URL, already clipped to the plot. */
  image: string;
  /** Degrees: west, south, east, north. */
  bbox: readonly [number, number, number, number];
  opacity: number;
}

/** The picture decoded by the browser: an image element may read a data URL where a fetch may not (CSP connect-src). */
function useDecodedImage(url: string): HTMLImageElement | null {
  const [decoded, setDecoded] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    let current = true;
    const image = new Image();
    image.src = url;
    image.decode().then(
      () => current && setDecoded({ url, image }),
      () => current && setDecoded(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return decoded?.url === url ? decoded.image : null;
}

/**
 * A plot painted with its green index (a server-rendered image stretched over its bounding box): over
 * the plots' fills, whose colour would tint it, and under every outline, label and animal.
 */
export function GreenIndexLayer({ image, bbox, opacity }: GreenIndexLayerProps) {
  const id = useOwnId();
  const sourceId = `${id}-source`;
  const { current: map } = useMap();
  const picture = useDecodedImage(image);
  const [west, south, east, north] = bbox;
  const coordinates = useMemo(
    (): [[number, number], [number, number], [number, number], [number, number]] => [
      [west, north],
      [east, north],
      [east, south],
      [west, south],
    ],
    [west, south, east, north],
  );
  useEffect(() => {
    if (!map || !picture) return;
    const paint = () => {
      const source = map.getSource<ImageSource>(sourceId);
      if (!source || source.image === picture) return;
      source.updateImage({ image: picture, coordinates });
      // For the browser tests: the plot is painted.
      map.getContainer().dataset.greenIndex = 'painted';
    };
    paint();
    // A source added late (the style still loading) or carried over to a new basemap arrives empty.
    map.on('styledata', paint);
    map.on('sourcedata', paint);
    return () => {
      map.off('styledata', paint);
      map.off('sourcedata', paint);
      delete map.getContainer().dataset.greenIndex;
    };
  }, [map, picture, coordinates, sourceId]);
  const beforeId = map
    ?.getStyle()
    ?.layers.find((layer) => layer.id.startsWith(OWN_PREFIX) && layer.type === 'line')?.id;
  return (
    // Another plot or another scene is a new source, placed anew.
    <Source key={coordinates.flat().join()} id={sourceId} type="image" coordinates={coordinates}>
      <Layer
        id={`${id}-raster`}
        type="raster"
        beforeId={beforeId}
        paint={{ 'raster-opacity': opacity, 'raster-fade-duration': 0, 'raster-resampling': 'nearest' }}
      />
    </Source>
  );
}
