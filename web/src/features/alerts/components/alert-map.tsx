import type { Alert } from '@tropero/shared/contracts/alerts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import { BASEMAP_SOURCES, defaultBasemap } from '../../../components/map/basemaps';
import { boundsOf } from '../../../components/map/bounds';
import { FrameBounds } from '../../../components/map/frame-bounds';
import { MapCanvas } from '../../../components/map/map-canvas';
import { AnimalTrackLayer } from '../../../components/map/layers/animal-track-layer';
import { useRecentTrack } from '../api/get-recent-track';
import { SEVERITY_PIN } from './alert-look';
import classes from './alert-map.module.css';

/**
 * Where an alert happened: a small map with its point and, for an animal, its path over the day before.
 * Loaded lazily with MapLibre.
 */
export default function AlertMap({ alert }: { alert: Alert & { lat: number; lng: number } }) {
  const { t } = useTranslation();
  const track = useRecentTrack(alert.animalId, alert.lastAt);
  const bounds = useMemo(
    () =>
      boundsOf(
        [],
        [{ lat: alert.lat, lng: alert.lng }, ...(track.data ?? []).map(([, lat, lng]) => ({ lat, lng }))],
      ),
    [alert.lat, alert.lng, track.data],
  );
  return (
    <div className={classes.map}>
      <MapCanvas
        label={t('alerts.detail.map')}
        basemap={defaultBasemap(BASEMAP_SOURCES)}
        initialCenter={{ lat: alert.lat, lng: alert.lng }}
      >
        {/* Framed again once the track has come: the point and the path in view. */}
        <FrameBounds bounds={bounds} frameKey={`${alert._id}-${track.data ? 'track' : 'point'}`} />
        {track.data && <AnimalTrackLayer points={track.data} visible />}
        <Marker
          longitude={alert.lng}
          latitude={alert.lat}
          anchor="bottom"
          color={SEVERITY_PIN[alert.severity]}
        />
      </MapCanvas>
    </div>
  );
}
