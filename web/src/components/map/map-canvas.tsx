import 'maplibre-gl/dist/maplibre-gl.css';
import { Group, Paper, Popover, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Map, NavigationControl, type ErrorEvent, type MapLayerMouseEvent } from 'react-map-gl/maplibre';
import { BASEMAP_SOURCES, basemapStyle, PLAIN_STYLE, type Basemap } from './basemaps';
import type { LatLng } from './bounds';
import { MapControls, MapIconButton } from './map-controls';
import { isBasemapError, keepOwnLayers } from './own-layers';
import classes from './map-canvas.module.css';

/** A phone's map keeps its few pixels for the farm: pinch to zoom, notes folded into buttons. */
const PHONE = '(max-width: 47.99em)';

export interface MapCanvasProps {
  /** Accessible name of the map region. */
  label: string;
  basemap: Basemap;
  /** Where the map opens, at a farm's zoom (FrameBounds then frames what there is to see). */
  initialCenter: LatLng;
  onClick?: (lngLat: LatLng) => void;
  /** The canvas cursor, e.g. a crosshair while placing a marker. */
  cursor?: string;
  /** The buttons of the map's top-right column (layers, framing). */
  controls?: ReactNode;
  children?: ReactNode;
}

/** The basemap note folded into a button of the column on a phone; a tap shows it, screen readers hear it. */
function BasemapNoteButton({ text }: { text: string }) {
  return (
    <Popover position="left-start" shadow="md" withArrow>
      <Popover.Target>
        <MapIconButton label={text} variant="filled" color="yellow.1">
          <IconCloudOff size={22} color="var(--mantine-color-yellow-9)" aria-hidden="true" />
        </MapIconButton>
      </Popover.Target>
      <Popover.Dropdown maw={240}>
        <Text size="sm" c="dark.8" role="status">
          {text}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * A MapLibre map (react-map-gl) on the chosen basemap. When the basemap's style or tiles cannot
 * load (offline, no tile server), the plain background shows instead with a note saying so, and the
 * app's own layers keep drawing. On a phone the zoom buttons give way to pinching and the note folds
 * into a button of the control column, so that little covers a small map.
 */
export function MapCanvas({
  label,
  basemap,
  initialCenter,
  onClick,
  cursor,
  controls,
  children,
}: MapCanvasProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [failure, setFailure] = useState<{ basemap: Basemap } | null>(null);
  const [loaded, setLoaded] = useState(false);
  const failed = failure?.basemap === basemap && basemap !== 'plain';
  // A basemap whose style cannot load at all would leave the map without a style, and nothing drawn.
  const fallBack = failed && !loaded;
  const style = useMemo(
    () => (fallBack ? PLAIN_STYLE : basemapStyle(basemap, BASEMAP_SOURCES)),
    [basemap, fallBack],
  );

  const onError = (event: ErrorEvent & { sourceId?: string }) => {
    if (basemap !== 'plain' && isBasemapError(event)) setFailure({ basemap });
  };

  return (
    <div className={classes.canvas} role="region" aria-label={label} aria-busy={!loaded}>
      <Map
        mapLib={maplibregl}
        workerUrl={workerUrl}
        initialViewState={{ latitude: initialCenter.lat, longitude: initialCenter.lng, zoom: 13 }}
        mapStyle={style}
        transformStyle={keepOwnLayers}
        onLoad={() => setLoaded(true)}
        onError={onError}
        onClick={onClick && ((event: MapLayerMouseEvent) => onClick(event.lngLat))}
        cursor={cursor}
        attributionControl={{ compact: true }}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
      >
        {!phone && <NavigationControl position="bottom-right" showCompass={false} />}
        {/* Layers and tools add to the style: they come once it has loaded. */}
        {loaded && children}
        {loaded && (controls || (failed && phone)) && (
          <MapControls>
            {controls}
            {failed && phone && <BasemapNoteButton text={t('map.basemap.unavailable')} />}
          </MapControls>
        )}
      </Map>
      {failed && !phone && (
        <Paper className={classes.note} shadow="sm" radius="md" px="sm" py={6} bg="yellow.1" role="status">
          <Group gap={6} wrap="nowrap">
            <IconCloudOff
              size={18}
              color="var(--mantine-color-yellow-9)"
              aria-hidden="true"
              style={{ flexShrink: 0 }}
            />
            <Text inherit c="dark.8">
              {t('map.basemap.unavailable')}
            </Text>
          </Group>
        </Paper>
      )}
    </div>
  );
}
