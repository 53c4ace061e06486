import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { areaFeatures } from './area-features';
import { withVisibility } from './layer-style';
import type { MapArea } from './map-items';
import { plotCasingStyle, plotFillStyle, plotOutlineStyle } from './plots.style';
import { CLICK_PRIORITY, useLayerClick } from './use-layer-click';
import { useOwnId } from './use-own-id';

interface PlotsLayerProps {
  plots: readonly MapArea[];
  selectedId: string | null;
  visible: boolean;
  /** Without it the plots do not take clicks (while drawing). */
  onSelect?: (plotId: string) => void;
}

/** Plots filled in their colour, with a dark casing and a solid outline (docs/ui.md). */
export function PlotsLayer({ plots, selectedId, visible, onSelect }: PlotsLayerProps) {
  const id = useOwnId();
  const data = useMemo(() => areaFeatures(plots, selectedId), [plots, selectedId]);
  useLayerClick(`${id}-fill`, CLICK_PRIORITY.plots, onSelect);
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer {...withVisibility(plotFillStyle, visible)} id={`${id}-fill`} />
      <Layer {...withVisibility(plotCasingStyle, visible)} id={`${id}-casing`} />
      <Layer {...withVisibility(plotOutlineStyle, visible)} id={`${id}-outline`} />
    </Source>
  );
}
