/**
 * What a click on the map does besides selecting: draw or reshape a plot or fence outline, place a
 * new farm marker, or move one. Only one at a time; the panel that needs it holds it.
 */
export type MapTool =
  | { kind: 'drawArea'; target: 'plot' | 'fence'; editId?: string }
  | { kind: 'placeMarker' }
  | { kind: 'moveMarker'; markerId: string };
