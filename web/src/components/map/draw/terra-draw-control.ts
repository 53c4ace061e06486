import type { IControl, Map as MapLibreMap } from 'maplibre-gl';
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { OWN_PREFIX } from '../own-layers';
import { polygonDrawStyles, polygonEditStyles } from './draw.style';

/**
 * terra-draw wrapped as a MapLibre control, so that react-map-gl's `useControl` adds it to the map
 * once and removes it on unmount. Two modes: `polygon` draws a new outline, `select` edits one.
 */
export class TerraDrawControl implements IControl {
  draw: TerraDraw | null = null;
  private map: MapLibreMap | null = null;

  onAdd(map: MapLibreMap): HTMLElement {
    this.map = map;
    this.draw = new TerraDraw({
      // The prefix marks its layers as the app's own: they survive a basemap change.
      adapter: new TerraDrawMapLibreGLAdapter({ map, prefixId: `${OWN_PREFIX}draw` }),
      modes: [
        new TerraDrawPolygonMode({ styles: polygonDrawStyles }),
        new TerraDrawSelectMode({
          // The outline being edited stays selected: a click beside it must not drop the edit.
          allowManualDeselection: false,
          styles: polygonEditStyles,
          flags: {
            polygon: {
              feature: {
                draggable: false,
                coordinates: { draggable: true, midpoints: true, deletable: true },
              },
            },
          },
        }),
      ],
    });
    this.draw.start();
    return document.createElement('div');
  }

  onRemove(): void {
    this.draw?.stop();
    this.draw = null;
    this.map = null;
  }

  /**
   * Closes the outline being drawn, as the Enter key does: terra-draw drops the point that follows
   * the pointer and keeps the clicked ones.
   */
  finish(): void {
    this.map?.getCanvas().dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter' }));
  }
}
