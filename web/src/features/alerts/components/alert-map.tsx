import type { Alert } from '@tropero/shared/contracts/alerts';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import { BASEMAP_SOURCES, defaultBasemap } from '../../../components/map/basemaps';
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
  return (
    <div className={classes.map}>
      <MapCanvas
        label={t('alerts.detail.map')}
        basemap={defaultBasemap(BASEMAP_SOURCES)}
        initialCenter={{ lat: alert.lat, lng: alert.lng }}
      >
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
