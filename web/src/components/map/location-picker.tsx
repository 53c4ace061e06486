import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { BASEMAP_SOURCES, defaultBasemap } from './basemaps';
import type { LatLng } from './bounds';
import { MapCanvas } from './map-canvas';
import classes from './location-picker.module.css';

/** Keeps the point in view when it is typed in rather than clicked. */
function FollowPoint({ point }: { point: LatLng }) {
  const map = useMap().current;
  useEffect(() => {
    map?.easeTo({ center: [point.lng, point.lat] });
  }, [map, point.lat, point.lng]);
  return null;
}

interface LocationPickerProps {
  value: LatLng;
  onChange: (location: LatLng) => void;
}

/** A small map to place a settlement: click (or drag the pin) where it is. Loaded lazily with the form. */
export default function LocationPicker({ value, onChange }: LocationPickerProps) {
  const { t } = useTranslation();
  const pick = ({ lat, lng }: LatLng) => onChange({ lat, lng });
  return (
    <div className={classes.picker}>
      <MapCanvas
        label={t('map.locationPicker')}
        basemap={defaultBasemap(BASEMAP_SOURCES)}
        initialCenter={value}
        onClick={pick}
        cursor="crosshair"
      >
        <FollowPoint point={value} />
        <Marker
          longitude={value.lng}
          latitude={value.lat}
          anchor="bottom"
          draggable
          onDragEnd={(event: MarkerDragEvent) => pick(event.lngLat)}
        />
      </MapCanvas>
    </div>
  );
}
