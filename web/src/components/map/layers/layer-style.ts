import type {
  CircleLayerSpecification,
  ExpressionSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
} from 'maplibre-gl';

/** A layer's style spec: everything but the id and source, which the layer component gives it. */
export type LayerStyle =
  | Omit<FillLayerSpecification, 'id' | 'source'>
  | Omit<LineLayerSpecification, 'id' | 'source'>
  | Omit<CircleLayerSpecification, 'id' | 'source'>;

/** The style with the layer shown or hidden (the layer toggles), keeping its other layout properties. */
export function withVisibility<Style extends LayerStyle>(style: Style, visible: boolean): Style {
  return { ...style, layout: { ...style.layout, visibility: visible ? 'visible' : 'none' } };
}

/** A value that depends on a feature's boolean property (`selected`, `active`). */
export const byFlag = (
  property: 'selected' | 'active',
  whenTrue: number,
  otherwise: number,
): ExpressionSpecification => ['case', ['get', property], whenTrue, otherwise];
