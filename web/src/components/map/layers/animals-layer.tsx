import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, MapGeoJSONFeature } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Layer, Marker, Source, useMap } from 'react-map-gl/maplibre';
import { formatNumber } from '../../../lib/format';
import { animalClusterStyle, animalDotStyle, CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from './animals.style';
import { herdDiff } from './animals-diff';
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

export function animalFeatures(
  animals: ReadonlyMap<string, AnimalDot>,
  selectedId: string | null,
  colourOf?: AnimalColour,
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
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

interface Cluster {
  id: number;
  count: number;
  lng: number;
  lat: number;
}

/** The clusters drawn now, read back from the source after each render (their counts go on as HTML). */
function useClusters(sourceId: string, layerId: string, visible: boolean): Cluster[] {
  const map = useMap().current?.getMap();
  const [clusters, setClusters] = useState<Cluster[]>([]);
  useEffect(() => {
    if (!map) return;
    let key = '';
    const update = () => {
      const features: MapGeoJSONFeature[] =
        visible && map.getLayer(layerId) ? map.queryRenderedFeatures({ layers: [layerId] }) : [];
      const seen = new Map<number, Cluster>();
      for (const feature of features) {
        const id = feature.properties.cluster_id as number;
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        seen.set(id, { id, count: feature.properties.point_count as number, lng, lat });
      }
      const next = [...seen.values()];
      const nextKey = next.map((cluster) => `${cluster.id}:${cluster.count}`).join(',');
      if (nextKey === key) return;
      key = nextKey;
      setClusters(next);
    };
    map.on('idle', update);
    update();
    return () => {
      map.off('idle', update);
    };
  }, [map, sourceId, layerId, visible]);
  return clusters;
}

interface AnimalsLayerProps {
  feed: AnimalFeed;
  selectedId: string | null;
  visible: boolean;
  onSelect?: (animalId: string) => void;
  /** Colours each dot (by roundup); without it, dots take their state's colour. */
  colourOf?: AnimalColour;
}

/**
 * The animals at their last position, coloured by state (or by roundup) and clustered with their count at low
 * zoom (ui.md). Live updates go to the source as diffs of what changed, as the feed publishes them.
 */
export function AnimalsLayer({ feed, selectedId, visible, onSelect, colourOf }: AnimalsLayerProps) {
  const { t, i18n } = useTranslation();
  const id = useOwnId();
  const map = useMap().current?.getMap();
  // The herd the source was last given whole (a new selection rebuilds it); after it,
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the subscription below sends only what changed.
  const snapshot = useMemo(() => feed.get(), [feed, selectedId, colourOf]);
  const initial = useMemo(
    () => animalFeatures(snapshot, selectedId, colourOf),
    [snapshot, selectedId, colourOf],
  );
  useEffect(() => {
    let shown = snapshot;
    const features = (animals: ReadonlyMap<string, AnimalDot>) =>
      animalFeatures(animals, selectedId, colourOf);
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
  }, [feed, map, id, snapshot, selectedId, colourOf]);
  useLayerClick(`${id}-dots`, CLICK_PRIORITY.animals, onSelect);
  const clusters = useClusters(id, `${id}-clusters`, visible);

  const zoomInto = (cluster: Cluster) => {
    void map
      ?.getSource<GeoJSONSource>(id)
      ?.getClusterExpansionZoom(cluster.id)
      .then((zoom) => map.easeTo({ center: [cluster.lng, cluster.lat], zoom }));
  };

  return (
    <>
      <Source
        id={id}
        type="geojson"
        data={initial}
        promoteId="id"
        cluster
        clusterMaxZoom={CLUSTER_MAX_ZOOM}
        clusterRadius={CLUSTER_RADIUS}
      >
        <Layer {...withVisibility(animalClusterStyle, visible)} id={`${id}-clusters`} />
        <Layer {...withVisibility(animalDotStyle, visible)} id={`${id}-dots`} />
      </Source>
      {clusters.map((cluster) => (
        <Marker key={cluster.id} longitude={cluster.lng} latitude={cluster.lat} anchor="center">
          <button
            type="button"
            className={classes.cluster}
            aria-label={t('telemetry.map.cluster', { count: cluster.count })}
            onClick={() => zoomInto(cluster)}
          >
            {formatNumber(cluster.count, i18n.language)}
          </button>
        </Marker>
      ))}
    </>
  );
}
