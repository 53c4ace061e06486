import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import { formatNumber } from '../../../lib/format';
import { LABEL_MIN_PLOT_PIXELS, labelPosition, partsThatFit, plotPixelWidth } from './label-placement';
import type { MapArea } from './map-items';
import { useMapZoom } from './use-map-zoom';
import classes from './plot-labels.module.css';

interface PlotLabelsLayerProps {
  plots: readonly MapArea[];
  selectedId: string | null;
  visible: boolean;
  onSelect?: (plotId: string) => void;
}

const PASS_THROUGH = { pointerEvents: 'none' } as const;
/** Room left between a label and its plot's sides. */
const LABEL_MARGIN_PX = 8;

/**
 * Plot labels (name · area ha · heads) as HTML over the map: MapLibre text needs a glyph server, which an
 * offline farm does not have. Each label is a button, so plots can be chosen from the keyboard too.
 * A label shows only where its plot is wide enough on screen to hold it (and always when selected),
 * and no wider than the plot: the area and the heads give way to the name where room is short.
 */
export function PlotLabelsLayer({ plots, selectedId, visible, onSelect }: PlotLabelsLayerProps) {
  const { t, i18n } = useTranslation();
  const zoom = useMapZoom();
  const placed = useMemo(
    () => plots.map((plot) => ({ plot, position: labelPosition(plot.geometry) })),
    [plots],
  );
  if (!visible) return null;
  const area = (plot: MapArea) => t('map.area', { value: formatNumber(plot.areaHa, i18n.language) });
  const heads = (plot: MapArea, key: 'map.heads' | 'map.headsShort') =>
    plot.animalCount
      ? t(key, { count: plot.animalCount, formatted: formatNumber(plot.animalCount, i18n.language, 0) })
      : null;
  return placed
    .map((placement) => ({ ...placement, width: plotPixelWidth(placement.plot.geometry, zoom) }))
    .filter(({ plot, width }) => plot._id === selectedId || width >= LABEL_MIN_PLOT_PIXELS)
    .map(({ plot, width, position: [lng, lat] }) => {
      // No wider than its plot, so that neighbours' labels do not overlap: the name comes first.
      const room = Math.max(LABEL_MIN_PLOT_PIXELS, width - LABEL_MARGIN_PX);
      const secondary = [area(plot), heads(plot, 'map.headsShort')].filter((part) => part !== null);
      return (
        // Without a selection to make, a label lets clicks through to the map (e.g. to draw).
        <Marker
          key={plot._id}
          longitude={lng!}
          latitude={lat!}
          anchor="center"
          style={onSelect ? undefined : PASS_THROUGH}
        >
          <button
            type="button"
            aria-label={[plot.name, area(plot), heads(plot, 'map.heads')].filter(Boolean).join(', ')}
            className={classes.label}
            style={{ maxWidth: room }}
            data-selected={plot._id === selectedId || undefined}
            disabled={!onSelect}
            onClick={() => onSelect?.(plot._id)}
          >
            <span className={classes.name}>{plot.name}</span>
            {partsThatFit(room, plot.name, secondary).map((part) => (
              <Fragment key={part}>
                <span aria-hidden="true">·</span>
                <span className={classes.part}>{part}</span>
              </Fragment>
            ))}
          </button>
        </Marker>
      );
    });
}
