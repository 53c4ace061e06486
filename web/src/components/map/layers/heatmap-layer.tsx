import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { heatmapStyle } from './heatmap.style';
import { useOwnId } from './use-own-id';

export interface HeatCell {
  lat: number;
  lng: number;
  count: number;
}

export function heatFeatures(cells: readonly HeatCell[], max: number): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: cells.map((cell) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [cell.lng, cell.lat] },
      properties: { weight: max > 0 ? cell.count / max : 0 },
    })),
  };
}

/** The heat map of readings over the selected range (shown only while its toggle is on). */
export function HeatmapLayer({ cells, max }: { cells: readonly HeatCell[]; max: number }) {
  const id = useOwnId();
  const data = useMemo(() => heatFeatures(cells, max), [cells, max]);
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer {...heatmapStyle} id={`${id}-heat`} />
    </Source>
  );
}
