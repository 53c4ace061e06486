import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, MapGeoJSONFeature, MapSourceDataEvent } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Layer, Marker, Source, useMap } from 'react-map-gl/maplibre';
import { formatNumber } from '../../../lib/format';
import { letGo } from '../keep-framed';
import { ANIMAL_STATE_LOOK } from './animal-states';
import {
  ALERT_STATES,
  animalAlertRingStyle,
  animalClusterStyle,
  animalDotStyle,
  animalSourceOptions,
  MAP_MAX_ZOOM,
  worstState,
  type AlertState,
} from './animals.style';
import { herdDiff } from './animals-diff';
import { SelectedAnimal } from './selected-animal';
import { withVisibility } from './layer-style';
import { CLICK_PRIORITY, useLayerClick } from './use-layer-click';
import { useOwnId } from './use-own-id';
import classes from './animals.module.css';

/** What the layer needs of an animal: where it is and its state. */
export interface AnimalDot {
  animalId: string;
  lat: number | null;
  lng: number | null;
  state: string;
  roundupId?: string | null;
}

/** The colour of an animal's dot when it is not its state's (colour by roundup). */
export type AnimalColour = (animal: AnimalDot) => string;

/** A store of animals that announces changes (already throttled): the live positions. */
export interface AnimalFeed {
  get: () => ReadonlyMap<string, AnimalDot>;
  subscribe: (listener: () => void) => () => void;
}

/** No animal has an open alert. */
const NO_ALERTS: ReadonlySet<string> = new Set();

export function animalFeatures(
  animals: ReadonlyMap<string, AnimalDot>,
  selectedId: string | null,
  colourOf?: AnimalColour,
  alerted: ReadonlySet<string> = NO_ALERTS,
): FeatureCollection<Point> {
  const features: FeatureCollection<Point>['features'] = [];
  for (const animal of animals.values()) {
    if (animal.lat === null || animal.lng === null) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [animal.lng, animal.lat] },
      properties: {
        id: animal.animalId,
        state: animal.state,
        selected: animal.animalId === selectedId,
        ...(colourOf && { color: colourOf(animal) }),
        ...(alerted.has(animal.animalId) && { openAlert: true }),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface Cluster {
  id: number;
  count: number;
  lng: number;
  lat: number;
  /** How many of its animals are in each state that needs attention. */
  alerts: Record<AlertState, number>;
}

/** A cluster as the source draws it (its counts summed by the source's `clusterProperties`). */
export function clusterOf(properties: Record<string, unknown>, [lng, lat]: [number, number]): Cluster {
  return {
    id: properties.cluster_id as number,
    count: properties.point_count as number,
    lng,
    lat,
    alerts: Object.fromEntries(
      ALERT_STATES.map((state) => [state, Number(properties[state] ?? 0)]),
    ) as Record<AlertState, number>,
  };
}

/**
 * The clusters drawn now, read back from the source after each render (their counts go on as HTML). How
 * many animals the map draws (the clusters' counts and the single dots) goes on the map's element as
 * `data-animals-drawn` once the counts are on screen, for the browser tests and the live-map benchmark.
 */
function useClusters(sourceId: string, layerId: string, dotsLayerId: string, visible: boolean): Cluster[] {
  const map = useMap().current?.getMap();
  const [drawn, setDrawn] = useState<{ clusters: Cluster[]; singles: number }>({ clusters: [], singles: 0 });
  useEffect(() => {
    if (!map) return;
    let key = '';
    const rendered = (id: string): MapGeoJSONFeature[] =>
      visible && map.getLayer(id) ? map.queryRenderedFeatures({ layers: [id] }) : [];
    const update = () => {
      const seen = new Map<number, Cluster>();
      for (const feature of rendered(layerId)) {
        const cluster = clusterOf(
          feature.properties,
          (feature.geometry as Point).coordinates as [number, number],
        );
        seen.set(cluster.id, cluster);
      }
      // A dot near a tile's edge is drawn by both tiles: counted once.
      const singles = new Set(rendered(dotsLayerId).map((feature) => feature.properties.id as string)).size;
      const clusters = [...seen.values()];
      // A new herd can number its clusters as before at other places: where they are is part of the key.
      const nextKey = `${singles};${clusters
        .map(({ id, count, lng, lat, alerts }) => `${id}:${count}:${lng}:${lat}:${worstState(alerts)}`)
        .join(',')}`;
      if (nextKey === key) return;
      key = nextKey;
      setDrawn({ clusters, singles });
    };
    // Also as soon as the source has new clusters: under a steady stream of readings the map is seldom idle.
    let frame = 0;
    const onData = (event: MapSourceDataEvent) => {
      if (event.sourceId !== sourceId || !event.isSourceLoaded || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    map.on('idle', update);
    map.on('sourcedata', onData);
    update();
    return () => {
      cancelAnimationFrame(frame);
      map.off('idle', update);
      map.off('sourcedata', onData);
    };
  }, [map, sourceId, layerId, dotsLayerId, visible]);
  useEffect(() => {
    if (!map) return;
    const count = drawn.clusters.reduce((sum, cluster) => sum + cluster.count, drawn.singles);
    map.getContainer().dataset.animalsDrawn = String(count);
  }, [map, drawn]);
  return drawn.clusters;
}

interface AnimalsLayerProps {
  feed: AnimalFeed;
  selectedId: string | null;
  visible: boolean;
  onSelect?: (animalId: string) => void;
  /** Colours each dot (by roundup); without it, dots take their state's colour. */
  colourOf?: AnimalColour;
  /** The animals with an open alert: each gets a ring (its badge). */
  alerted?: ReadonlySet<string>;
}

/** A cluster's count over its disc: a button that zooms in, with the worst state it holds as an icon. */
function ClusterCount({ cluster, onClick }: { cluster: Cluster; onClick: () => void }) {
  const { t, i18n } = useTranslation();
  const worst = worstState(cluster.alerts);
  const alerts = ALERT_STATES.filter((state) => cluster.alerts[state] > 0).map((state) =>
    t('telemetry.map.clusterAlert', {
      state: t(`telemetry.states.${state}`),
      n: formatNumber(cluster.alerts[state], i18n.language),
    }),
  );
  const label = t('telemetry.map.cluster', { count: cluster.count });
  const Icon = worst && ANIMAL_STATE_LOOK[worst].Icon;
  return (
    <button
      type="button"
      className={classes.cluster}
      aria-label={alerts.length > 0 ? `${label} (${alerts.join('; ')})` : label}
      data-worst={worst ?? undefined}
      onClick={onClick}
    >
      {formatNumber(cluster.count, i18n.language)}
      {Icon && (
        <span className={classes.clusterAlert} style={{ color: ANIMAL_STATE_LOOK[worst].color }}>
          <Icon size={12} aria-hidden />
        </span>
      )}
    </button>
  );
}

/**
 * The animals at their last position, coloured by state (or by roundup) and clustered with their count
 * wherever their dots would overlap, at every zoom (docs/ui.md). The selected animal is drawn apart,
 * highlighted above the clusters. Live updates go to the source as diffs of what changed, as the feed
 * publishes them (MapLibre applies them to a clustered source too, and clusters again).
 */
export function AnimalsLayer({
  feed,
  selectedId,
  visible,
  onSelect,
  colourOf,
  alerted = NO_ALERTS,
}: AnimalsLayerProps) {
  const id = useOwnId();
  const map = useMap().current?.getMap();
  // The herd the source was last given whole (a new selection, colouring or set of alerts rebuilds it); after it,
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the subscription below sends only what changed.
  const snapshot = useMemo(() => feed.get(), [feed, selectedId, colourOf, alerted]);
  const initial = useMemo(
    () => animalFeatures(snapshot, selectedId, colourOf, alerted),
    [snapshot, selectedId, colourOf, alerted],
  );
  useEffect(() => {
    let shown = snapshot;
    const features = (animals: ReadonlyMap<string, AnimalDot>) =>
      animalFeatures(animals, selectedId, colourOf, alerted);
    const push = () => {
      const next = feed.get();
      const update = herdDiff(shown, next, features);
      shown = next;
      const source = map?.getSource<GeoJSONSource>(id);
      if (update === 'whole') void source?.setData(features(next));
      else if (update) void source?.updateData(update);
    };
    // Anything published between the render and now.
    push();
    return feed.subscribe(push);
  }, [feed, map, id, snapshot, selectedId, colourOf, alerted]);
  useLayerClick(`${id}-dots`, CLICK_PRIORITY.animals, onSelect);
  const clusters = useClusters(id, `${id}-clusters`, `${id}-dots`, visible);

  const zoomInto = (cluster: Cluster) => {
    if (map) letGo(map);
    void map
      ?.getSource<GeoJSONSource>(id)
      ?.getClusterExpansionZoom(cluster.id)
      .then((zoom) => map.easeTo({ center: [cluster.lng, cluster.lat], zoom: Math.min(zoom, MAP_MAX_ZOOM) }));
  };

  return (
    <>
      <Source id={id} type="geojson" data={initial} promoteId="id" {...animalSourceOptions}>
        <Layer {...withVisibility(animalClusterStyle, visible)} id={`${id}-clusters`} />
        <Layer {...withVisibility(animalDotStyle, visible)} id={`${id}-dots`} />
        <Layer {...withVisibility(animalAlertRingStyle, visible)} id={`${id}-alerts`} />
      </Source>
      {clusters.map((cluster) => (
        <Marker key={cluster.id} longitude={cluster.lng} latitude={cluster.lat} anchor="center">
          <ClusterCount cluster={cluster} onClick={() => zoomInto(cluster)} />
        </Marker>
      ))}
      {visible && selectedId && <SelectedAnimal feed={feed} animalId={selectedId} colourOf={colourOf} />}
    </>
  );
}
