import type { Map as MapLibreMap, MapLibreEvent } from 'maplibre-gl';

/** The framing each map keeps now (how to stop it and how to run it again): a newer one replaces it. */
const kept = new WeakMap<MapLibreMap, { stop: () => void; frame: () => void }>();

/** A framing kept on a map. */
export interface KeptFraming {
  stop: () => void;
  /** Frames again (what is framed moved), unless the framing has ended. */
  again: () => void;
}

/**
 * Runs `frame` now, and again each time the map changes size (a panel opening or closing, which on a slow
 * device can come well after the choice that opened it), until the user moves the map or another framing
 * takes over.
 */
export function keepFramed(map: MapLibreMap, frame: () => void): KeptFraming {
  kept.get(map)?.stop();
  const onMove = (event: MapLibreEvent<unknown>) => {
    // Moves the page makes (this framing, an ease) have no original event; a user's drag, pinch or wheel has.
    if (event.originalEvent) stop();
  };
  const stop = () => {
    map.off('resize', frame);
    map.off('movestart', onMove);
    if (kept.get(map)?.stop === stop) kept.delete(map);
  };
  kept.set(map, { stop, frame });
  map.on('resize', frame);
  map.on('movestart', onMove);
  frame();
  return { stop, again: () => kept.get(map)?.stop === stop && frame() };
}

/** Frames again what the map keeps framed, if anything (the part of the map in view changed). */
export function reframe(map: MapLibreMap): void {
  kept.get(map)?.frame();
}

/** Lets the map go where the user sends it: the framing kept so far is not restored on a resize. */
export function letGo(map: MapLibreMap): void {
  kept.get(map)?.stop();
}
