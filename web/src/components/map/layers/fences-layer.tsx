import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { areaFeatures } from './area-features';
import { fenceHaloStyle, fenceLineStyle } from './fences.style';
import { withVisibility } from './layer-style';
import type { MapArea } from './map-items';
import { CLICK_PRIORITY, useLayerClick } from './use-layer-click';
import { useOwnId } from './use-own-id';

interface FencesLayerProps {
  fences: readonly MapArea[];
  selectedId: string | null;
  visible: boolean;
  onSelect?: (fenceId: string) => void;
}

/** Virtual fences: a dashed red line over a light red halo, unlike a plot's solid outline. */
export function FencesLayer({ fences, selectedId, visible, onSelect }: FencesLayerProps) {
  const id = useOwnId();
  const data = useMemo(() => areaFeatures(fences, selectedId), [fences, selectedId]);
  useLayerClick(`${id}-halo`, CLICK_PRIORITY.fences, onSelect);
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer {...withVisibility(fenceHaloStyle, visible)} id={`${id}-halo`} />
      <Layer {...withVisibility(fenceLineStyle, visible)} id={`${id}-line`} />
    </Source>
  );
}
