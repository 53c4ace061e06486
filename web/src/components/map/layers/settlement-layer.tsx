import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { LatLng } from '../bounds';
import { withVisibility } from './layer-style';
import { settlementLocationStyle } from './settlement.style';
import { useOwnId } from './use-own-id';

/** The settlement's location point. */
export function SettlementLayer({ location, visible }: { location: LatLng; visible: boolean }) {
  const id = useOwnId();
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates: [location.lng, location.lat] },
        },
      ],
    }),
    [location.lat, location.lng],
  );
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer {...withVisibility(settlementLocationStyle, visible)} id={`${id}-point`} />
    </Source>
  );
}
