import type { AreaGeometry } from '@tropero/shared/geo';
import type { FeatureCollection } from 'geojson';
import type { MapArea } from './map-items';

export interface AreaProperties {
  id: string;
  name: string;
  color: string;
  active: boolean;
  /** The selected item gets a thicker outline (docs/ui.md). */
  selected: boolean;
}

const NO_COLOR = '#ffffff';

/** Plots or fences as the GeoJSON the layers draw, with the selection baked in. */
export function areaFeatures(
  areas: readonly MapArea[],
  selectedId: string | null,
): FeatureCollection<AreaGeometry, AreaProperties> {
  return {
    type: 'FeatureCollection',
    features: areas.map((area) => ({
      type: 'Feature',
      geometry: area.geometry,
      properties: {
        id: area._id,
        name: area.name,
        color: area.color ?? NO_COLOR,
        active: area.active ?? true,
        selected: area._id === selectedId,
      },
    })),
  };
}
