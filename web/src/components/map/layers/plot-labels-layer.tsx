import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import { formatNumber } from '../../../lib/format';
import type { LatLng } from '../bounds';
import {
  LABEL_HEIGHT_PX,
  LABEL_MIN_PLOT_PIXELS,
  labelPosition,
  placeLabels,
  labelWidth,
  partsThatFit,
  plotPixelWidth,
} from './label-placement';
import type { MapArea } from './map-items';
import { useMapZoom } from './use-map-zoom';
import classes from './plot-labels.module.css';

interface PlotLabelsLayerProps {
  plots: readonly MapArea[];
  selectedId: string | null;
  visible: boolean;
  onSelect?: (plotId: string) => void;
  /** The farm markers' points: a label moves out from under their pins. */
  pins?: readonly LatLng[];
  /** One more part for some plots' labels (e.g. the days of grazing left), by plot id. */
  notes?: ReadonlyMap<string, LabelNote>;
}

/** A label's extra part: short on the map, in full for screen readers. */
export interface LabelNote {
  short: string;
  long: string;
}

const PASS_THROUGH = { pointerEvents: 'none' } as const;
const NO_PINS: readonly LatLng[] = [];
const NO_NOTES: ReadonlyMap<string, LabelNote> = new Map();
/** Over the animals' cluster counts (HTML too), so that a name stays readable where the herd gathers. */
const ABOVE_ANIMALS = { zIndex: 1 } as const;
/** Room left between a label and its plot's sides. */
const LABEL_MARGIN_PX = 8;

/**
 * Plot labels (name · area ha · a note such as the days of grazing left · heads) as HTML over the map: MapLibre text needs a glyph server, which an
 * offline farm does not have. Each label is a button, so plots can be chosen from the keyboard too.
 * A label shows only where its plot is wide enough on screen to hold it (and always when selected),
 * and no wider than the plot: the area and the heads give way to the name where room is short.
 * A label under a farm marker's pin (or another label) moves just clear of it, so that both stay readable,
 * or gives way where there is no room.
 */
export function PlotLabelsLayer({
  plots,
  selectedId,
  visible,
  onSelect,
  pins = NO_PINS,
  notes = NO_NOTES,
}: PlotLabelsLayerProps) {
  const { t, i18n } = useTranslation();
  const zoom = useMapZoom();
  const placed = useMemo(
    () => plots.map((plot) => ({ plot, position: labelPosition(plot.geometry) })),
    [plots],
  );
  const pinPoints = useMemo(() => pins.map(({ lat, lng }) => [lng, lat]), [pins]);
  if (!visible) return null;
  const area = (plot: MapArea) => t('map.area', { value: formatNumber(plot.areaHa, i18n.language) });
  const heads = (plot: MapArea, key: 'map.heads' | 'map.headsShort') =>
    plot.animalCount
      ? t(key, { count: plot.animalCount, formatted: formatNumber(plot.animalCount, i18n.language, 0) })
      : null;
  const labels = placed
    .map((placement) => ({ ...placement, width: plotPixelWidth(placement.plot.geometry, zoom) }))
    .filter(({ plot, width }) => plot._id === selectedId || width >= LABEL_MIN_PLOT_PIXELS)
    // The selected plot's label is placed first: the others make way for it.
    .sort((a, b) => Number(b.plot._id === selectedId) - Number(a.plot._id === selectedId))
    .map(({ plot, width, position }) => {
      // No wider than its plot, so that neighbours' labels do not overlap: the name comes first.
      const room = Math.max(LABEL_MIN_PLOT_PIXELS, width - LABEL_MARGIN_PX);
      const secondary = [
        area(plot),
        notes.get(plot._id)?.short ?? null,
        heads(plot, 'map.headsShort'),
      ].filter((part) => part !== null);
      const shown = partsThatFit(room, plot.name, secondary);
      const box = { width: labelWidth(room, plot.name, shown), height: LABEL_HEIGHT_PX };
      return { plot, room, shown, anchor: position, box, keep: plot._id === selectedId };
    });
  const offsets = placeLabels(labels, pinPoints, zoom);
  return labels.map(({ plot, room, shown, anchor: [lng, lat] }, index) => {
    const offset = offsets[index];
    // No room clear of the pins and the other labels: it shows when the map zooms in.
    if (!offset) return null;
    return (
      // Without a selection to make, a label lets clicks through to the map (e.g. to draw).
      <Marker
        key={plot._id}
        longitude={lng!}
        latitude={lat!}
        anchor="center"
        offset={offset}
        style={onSelect ? ABOVE_ANIMALS : { ...ABOVE_ANIMALS, ...PASS_THROUGH }}
      >
        <button
          type="button"
          aria-label={[plot.name, area(plot), notes.get(plot._id)?.long, heads(plot, 'map.heads')]
            .filter(Boolean)
            .join(', ')}
          className={classes.label}
          style={{ maxWidth: room }}
          data-selected={plot._id === selectedId || undefined}
          disabled={!onSelect}
          onClick={() => onSelect?.(plot._id)}
        >
          <span className={classes.name}>{plot.name}</span>
          {shown.map((part) => (
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
