import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';

/** Which layer wins a click where several overlap: a fence edge over a plot wins, an animal over both. */
export const CLICK_PRIORITY = { plots: 1, fences: 2, animals: 3 } as const;

interface Registration {
  layerId: string;
  priority: number;
  pick: { current: ((id: string) => void) | undefined };
}

const registries = new WeakMap<MapLibreMap, Set<Registration>>();

/** The highest-priority registered layer with a feature under the pointer, and that feature's id. */
function hit(map: MapLibreMap, registry: Set<Registration>, event: MapMouseEvent) {
  const candidates = [...registry].sort((a, b) => b.priority - a.priority);
  for (const registration of candidates) {
    if (!map.getLayer(registration.layerId)) continue;
    const [feature] = map.queryRenderedFeatures(event.point, { layers: [registration.layerId] });
    const id = feature?.properties?.id as string | undefined;
    if (id) return { registration, id };
  }
  return null;
}

/** One click and one hover listener per map, shared by every clickable layer. */
function registryOf(map: MapLibreMap): Set<Registration> {
  const existing = registries.get(map);
  if (existing) return existing;
  const registry = new Set<Registration>();
  registries.set(map, registry);
  let pointing = false;
  map.on('click', (event) => {
    const found = hit(map, registry, event);
    found?.registration.pick.current?.(found.id);
  });
  map.on('mousemove', (event) => {
    const over = hit(map, registry, event) !== null;
    if (over === pointing) return;
    pointing = over;
    map.getCanvas().style.cursor = over ? 'pointer' : '';
  });
  return registry;
}

/**
 * Makes a layer's features selectable by click: `onPick` gets the clicked feature's `id` property.
 * Without `onPick` (e.g. while drawing) the layer does not take clicks.
 */
export function useLayerClick(layerId: string, priority: number, onPick: ((id: string) => void) | undefined) {
  const map = useMap().current?.getMap();
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const enabled = onPick !== undefined;
  useEffect(() => {
    if (!map || !enabled) return;
    const registry = registryOf(map);
    const registration = { layerId, priority, pick };
    registry.add(registration);
    return () => {
      registry.delete(registration);
    };
  }, [map, layerId, priority, enabled]);
}
