import type { Feature, FeatureCollection } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { withVisibility } from './layer-style';
import { replayDotStyle, replayTrailHaloStyle, replayTrailStyle } from './replay.style';
import { useOwnId } from './use-own-id';

/** One animal of a replay at the instant shown: its position, colour and recent path. */
export interface ReplayDot {
  animalId: string;
  lat: number;
  lng: number;
  color: string;
  /** [lng, lat] pairs, oldest first, ending at the dot. */
  trail: readonly (readonly [number, number])[];
}

/** The replay's frames: read the current one, hear of the next (every animation frame while playing). */
export interface ReplayFeed {
  get: () => readonly ReplayDot[];
  subscribe: (listener: () => void) => () => void;
}

export function replayFeatures(dots: readonly ReplayDot[]): FeatureCollection {
  const features: Feature[] = [];
  const properties = (dot: ReplayDot) => ({ id: dot.animalId, color: dot.color });
  for (const dot of dots) {
    if (dot.trail.length > 1)
      features.push({
        type: 'Feature',
        properties: properties(dot),
        geometry: { type: 'LineString', coordinates: dot.trail.map(([lng, lat]) => [lng, lat]) },
      });
  }
  // The dots after every trail, so that no trail crosses over another animal's dot.
  for (const dot of dots)
    features.push({
      type: 'Feature',
      properties: properties(dot),
      geometry: { type: 'Point', coordinates: [dot.lng, dot.lat] },
    });
  return { type: 'FeatureCollection', features };
}

/**
 * Several animals moving along their tracks during a replay, with a short trail behind each. Each
 * frame goes straight to the source with setData, without rendering React.
 */
export function ReplayLayer({ feed, visible }: { feed: ReplayFeed; visible: boolean }) {
  const id = useOwnId();
  const map = useMap().current?.getMap();
  const initial = useMemo(() => replayFeatures(feed.get()), [feed]);
  useEffect(
    () =>
      feed.subscribe(() => {
        map?.getSource<GeoJSONSource>(id)?.setData(replayFeatures(feed.get()));
      }),
    [feed, map, id],
  );
  return (
    <Source id={id} type="geojson" data={initial}>
      <Layer {...withVisibility(replayTrailHaloStyle, visible)} id={`${id}-halo`} />
      <Layer {...withVisibility(replayTrailStyle, visible)} id={`${id}-trail`} />
      <Layer {...withVisibility(replayDotStyle, visible)} id={`${id}-dots`} />
    </Source>
  );
}
