import type { Polygon } from 'geojson';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import { TerraDrawControl } from './terra-draw-control';

type FeatureId = string | number;

export interface PolygonDrawHandle {
  /** Closes the outline being drawn (the "Finish" button). */
  finish: () => void;
}

export interface PolygonDrawState {
  /** The outline so far; while drawing it follows the pointer. Null before the first click. */
  geometry: Polygon | null;
  /** The outline is closed: it can be saved, and its vertices edited. */
  closed: boolean;
}

interface PolygonDrawProps {
  /** An outline to edit; without it a new one is drawn by clicking its vertices. */
  initial?: Polygon;
  onChange: (state: PolygonDrawState) => void;
  ref?: Ref<PolygonDrawHandle>;
}

/**
 * Draws a new polygon (click the vertices; click the last one again, press Enter or call `finish`
 * to close it) or edits one (drag vertices, drag a midpoint to add one). A closed new outline turns
 * editable at once, so it can be adjusted before it is saved.
 */
export function PolygonDraw({ initial, onChange, ref }: PolygonDrawProps) {
  const control = useControl(() => new TerraDrawControl());
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useImperativeHandle(ref, () => ({ finish: () => control.finish() }), [control]);

  useEffect(() => {
    const draw = control.draw;
    if (!draw) return;
    let featureId: FeatureId | null = null;
    let closed = false;

    const report = () => {
      const feature = featureId === null ? undefined : draw.getSnapshotFeature(featureId);
      const geometry = feature?.geometry.type === 'Polygon' ? feature.geometry : null;
      changed.current({ geometry, closed });
    };
    const edit = (id: FeatureId) => {
      featureId = id;
      closed = true;
      draw.setMode('select');
      draw.selectFeature(id);
      report();
    };
    const onFeatureChange = (ids: FeatureId[]) => {
      const polygon = ids.find((id) => draw.getSnapshotFeature(id)?.geometry.type === 'Polygon');
      if (polygon === undefined) return;
      featureId ??= polygon;
      if (polygon === featureId) report();
    };
    const onFinish = (id: FeatureId, context: { mode: string }) => {
      if (context.mode === 'polygon') edit(id);
    };

    draw.on('change', onFeatureChange);
    draw.on('finish', onFinish);
    if (initial) {
      const id = draw.getFeatureId();
      draw.addFeatures([{ id, type: 'Feature', geometry: initial, properties: { mode: 'polygon' } }]);
      edit(id);
    } else {
      draw.setMode('polygon');
    }
    // Removing the control (on unmount) stops terra-draw and drops the drawing with it.
    return () => {
      draw.off('change', onFeatureChange);
      draw.off('finish', onFinish);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` is read once, when drawing starts: a refetch of the plots must not restart the edit.
  }, [control]);

  return null;
}
