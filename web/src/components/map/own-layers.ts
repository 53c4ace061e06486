import type { StyleSpecification } from 'maplibre-gl';

/** Every source and layer the app adds (plots, fences, drawing) has an id with this prefix. */
export const OWN_PREFIX = 'tropero-';

const isOwn = (id: string) => id.startsWith(OWN_PREFIX);

/**
 * MapLibre's `transformStyle`: a new basemap replaces the whole style, so the app's own sources and
 * layers (with the data they hold) are carried over on top of it rather than drawn again.
 */
export function keepOwnLayers(
  previous: StyleSpecification | undefined,
  next: StyleSpecification,
): StyleSpecification {
  if (!previous) return next;
  const sources = Object.fromEntries(Object.entries(previous.sources).filter(([id]) => isOwn(id)));
  return {
    ...next,
    sources: { ...next.sources, ...sources },
    layers: [...next.layers, ...previous.layers.filter((layer) => isOwn(layer.id))],
  };
}

/** Whether a map error concerns the basemap (its style or tiles) rather than the app's own data. */
export const isBasemapError = (event: { sourceId?: string }): boolean =>
  !event.sourceId || !isOwn(event.sourceId);
