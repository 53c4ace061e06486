import type { MarkerType } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { Marker, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { MarkerTypeIcon } from '../../../components/marker-type-icon';
import type { LatLng } from '../bounds';
import type { MapPoint } from './map-items';
import classes from './farm-markers.module.css';

interface FarmMarkerPinProps {
  type: MarkerType;
  label: string;
  selected?: boolean;
  movable?: boolean;
  draft?: boolean;
  onClick?: () => void;
}

/** A farm marker's icon in a white-haloed disc; a button, so it is reachable from the keyboard. */
export function FarmMarkerPin({ type, label, selected, movable, draft, onClick }: FarmMarkerPinProps) {
  return (
    <button
      type="button"
      className={classes.pin}
      data-type={type}
      data-selected={selected || undefined}
      data-movable={movable || undefined}
      data-draft={draft || undefined}
      aria-label={label}
      title={label}
      // A disabled button swallows the pointer: a pin being moved must stay enabled to be dragged.
      disabled={!onClick && !movable}
      onClick={onClick}
    >
      <MarkerTypeIcon type={type} size={20} />
    </button>
  );
}

const PASS_THROUGH = { pointerEvents: 'none' } as const;

interface FarmMarkersLayerProps {
  markers: readonly MapPoint[];
  selectedId: string | null;
  /** The marker the user is moving: it can be dragged. */
  movableId: string | null;
  visible: boolean;
  onSelect?: (markerId: string) => void;
  onMove?: (markerId: string, location: LatLng) => void;
}

/** Farm markers (windmills, drinkers, gates…) as HTML over the map: icons need no sprite server. */
export function FarmMarkersLayer({
  markers,
  selectedId,
  movableId,
  visible,
  onSelect,
  onMove,
}: FarmMarkersLayerProps) {
  const { t } = useTranslation();
  if (!visible) return null;
  return markers.map((marker) => {
    const typeName = t(`farm.markerTypes.${marker.type}`);
    const movable = marker._id === movableId;
    return (
      <Marker
        key={marker._id}
        longitude={marker.location.lng}
        latitude={marker.location.lat}
        anchor="center"
        draggable={movable}
        // Without a selection to make, a pin lets clicks through to the map (e.g. to draw).
        style={onSelect || movable ? undefined : PASS_THROUGH}
        onDragEnd={(event: MarkerDragEvent) => onMove?.(marker._id, event.lngLat)}
      >
        <FarmMarkerPin
          type={marker.type}
          label={marker.name ? `${typeName}: ${marker.name}` : typeName}
          selected={marker._id === selectedId}
          movable={movable}
          onClick={onSelect && (() => onSelect(marker._id))}
        />
      </Marker>
    );
  });
}
