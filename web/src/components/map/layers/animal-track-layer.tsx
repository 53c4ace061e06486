import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { trackHaloStyle, trackLineStyle, trackStartStyle } from './animal-track.style';
import { withVisibility } from './layer-style';
import { useOwnId } from './use-own-id';

interface AnimalTrackLayerProps {
  /** [epoch ms, lat, lng], oldest first. */
  points: readonly (readonly [number, number, number])[];
  visible: boolean;
}

/** One animal's path over the selected time range. */
export function AnimalTrackLayer({ points, visible }: AnimalTrackLayerProps) {
  const id = useOwnId();
  const data = useMemo<FeatureCollection>(() => {
    const coordinates = points.map(([, lat, lng]) => [lng, lat]);
    const first = coordinates[0];
    return {
      type: 'FeatureCollection',
      features: [
        ...(coordinates.length > 1
          ? [
              {
                type: 'Feature' as const,
                properties: {},
                geometry: { type: 'LineString' as const, coordinates },
              },
            ]
          : []),
        ...(first
          ? [
              {
                type: 'Feature' as const,
                properties: {},
                geometry: { type: 'Point' as const, coordinates: first },
              },
            ]
          : []),
      ],
    };
  }, [points]);
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer
        {...withVisibility(trackHaloStyle, visible)}
        id={`${id}-halo`}
        filter={['==', ['geometry-type'], 'LineString']}
      />
      <Layer
        {...withVisibility(trackLineStyle, visible)}
        id={`${id}-line`}
        filter={['==', ['geometry-type'], 'LineString']}
      />
      <Layer {...withVisibility(trackStartStyle, visible)} id={`${id}-start`} />
    </Source>
  );
}
