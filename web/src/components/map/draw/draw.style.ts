import type { HexColor } from 'terra-draw';
import { mapPalette } from '../map-palette';

const ink = mapPalette.drawing as HexColor;
const white = mapPalette.halo as HexColor;

/** The outline being drawn: the brand green, with white-ringed vertices that read on any basemap. */
export const polygonDrawStyles = {
  fillColor: white,
  fillOpacity: 0.25,
  outlineColor: ink,
  outlineWidth: 3,
  closingPointColor: ink,
  closingPointWidth: 7,
  closingPointOutlineColor: white,
  closingPointOutlineWidth: 2,
};

/** An outline being edited: draggable vertices, and midpoints that add a vertex when dragged. */
export const polygonEditStyles = {
  selectedPolygonColor: white,
  selectedPolygonFillOpacity: 0.25,
  selectedPolygonOutlineColor: ink,
  selectedPolygonOutlineWidth: 3,
  selectionPointColor: ink,
  selectionPointWidth: 7,
  selectionPointOutlineColor: white,
  selectionPointOutlineWidth: 2,
  midPointColor: white,
  midPointWidth: 5,
  midPointOutlineColor: ink,
  midPointOutlineWidth: 2,
};
