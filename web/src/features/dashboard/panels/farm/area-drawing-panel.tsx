import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { areaHectares, selfIntersects } from '@tropero/shared/geo';
import type { Polygon } from 'geojson';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestFailure } from '../../../../components/request-failure';
import { formatNumber } from '../../../../lib/format';
import { useCreateFence } from '../../../farm/api/create-fence';
import { useCreatePlot, type PlotInput } from '../../../farm/api/create-plot';
import { useUpdateFence } from '../../../farm/api/update-fence';
import { useUpdatePlot } from '../../../farm/api/update-plot';
import { AreaForm, type AreaFields } from '../../../farm/components/area-form';
import type { Fence, Plot } from '../../../farm/api/farm-types';
import { measurableOutline } from '../../../../components/map/draw/outline';
import { useFarmWorkspace, useMapTool } from '../../workspace/farm-workspace';

/** terra-draw keeps the outline closed and, while drawing, adds the point under the pointer. */
const MIN_RING_TO_CLOSE = 5;

type Target = 'plot' | 'fence';

/** terra-draw's positions are [lng, lat] pairs; GeoJSON's type only promises number arrays. */
const asOutline = (geometry: Polygon) => geometry as PlotInput['geometry'];

interface DrawingActionsProps {
  onCancel: () => void;
  /** The step's button: finish the outline, or save the new shape. */
  children: ReactNode;
}

/** Cancel, then the drawing step's own button. */
function DrawingActions({ onCancel, children }: DrawingActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('confirm.cancel')}
      </Button>
      {children}
    </Group>
  );
}

function useSaveArea(target: Target) {
  const { settlement } = useFarmWorkspace();
  const createPlot = useCreatePlot(settlement._id);
  const createFence = useCreateFence(settlement._id);
  const updatePlot = useUpdatePlot(settlement._id);
  const updateFence = useUpdateFence(settlement._id);
  return {
    create: (fields: AreaFields, geometry: Polygon) =>
      target === 'plot'
        ? createPlot.mutateAsync({ name: fields.name, color: fields.color, geometry: asOutline(geometry) })
        : createFence.mutateAsync({
            name: fields.name,
            active: fields.active,
            geometry: asOutline(geometry),
          }),
    reshape: (id: string, geometry: Polygon) =>
      target === 'plot'
        ? updatePlot.mutateAsync({ id, patch: { geometry: asOutline(geometry) } })
        : updateFence.mutateAsync({ id, patch: { geometry: asOutline(geometry) } }),
    reshaping: updatePlot.isPending || updateFence.isPending,
  };
}

interface AreaDrawingPanelProps {
  target: Target;
  /** A plot or fence to reshape; without it a new one is drawn. */
  editing?: Plot | Fence;
  onDone: () => void;
}

/**
 * Draws a new plot or fence on the map (or reshapes one), showing its area live as it is drawn
 * (shared `areaHectares`); once closed, it is named and saved, and the server's area shows.
 */
export function AreaDrawingPanel({ target, editing, onDone }: AreaDrawingPanelProps) {
  const { t, i18n } = useTranslation();
  const { draw, drawHandle, select } = useFarmWorkspace();
  useMapTool({ kind: 'drawArea', target, editId: editing?._id });
  const save = useSaveArea(target);

  const ring = draw.geometry?.coordinates[0] ?? [];
  const outline = measurableOutline(draw.geometry);
  const crossed = outline !== null && selfIntersects(outline);
  const area = outline && areaHectares(outline);

  const finished = (id: string) => {
    select({ kind: target, id });
    onDone();
  };
  const [failure, setFailure] = useState<unknown>(null);
  const reshape = async (id: string, geometry: Polygon) => {
    setFailure(null);
    try {
      await save.reshape(id, geometry);
      finished(id);
    } catch (error) {
      setFailure(error);
    }
  };

  const status = (
    <Stack gap={2}>
      <Text size="sm">
        {t(
          editing
            ? 'map.draw.reshapeHint'
            : draw.closed
              ? 'map.draw.closedHint'
              : ring.length === 0
                ? 'map.draw.startHint'
                : 'map.draw.drawingHint',
        )}
      </Text>
      <Text size="sm" fw={600} aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {area ? t('map.draw.area', { value: formatNumber(area, i18n.language) }) : t('map.draw.noArea')}
      </Text>
      {crossed && (
        <Text size="sm" c="danger.8" role="alert">
          {t('validation.selfIntersection')}
        </Text>
      )}
    </Stack>
  );

  if (editing) {
    return (
      <Stack gap="sm">
        {status}
        <RequestFailure error={failure} title={t('http.failure.update')} />
        <DrawingActions onCancel={onDone}>
          <Button
            leftSection={<IconCheck size={16} />}
            disabled={!outline || crossed}
            loading={save.reshaping}
            onClick={() => void reshape(editing._id, outline!)}
          >
            {t('map.draw.saveShape')}
          </Button>
        </DrawingActions>
      </Stack>
    );
  }
  if (!draw.closed) {
    return (
      <Stack gap="sm">
        {status}
        <DrawingActions onCancel={onDone}>
          <Button
            leftSection={<IconCheck size={16} />}
            disabled={ring.length < MIN_RING_TO_CLOSE}
            onClick={() => drawHandle.current?.finish()}
          >
            {t('map.draw.finish')}
          </Button>
        </DrawingActions>
      </Stack>
    );
  }
  return (
    <AreaForm
      kind={target}
      submitLabel={t(`map.draw.save.${target}`)}
      onCancel={onDone}
      blocked={!outline || crossed}
      onSubmit={async (fields) => {
        const created = await save.create(fields, outline!);
        finished(created._id);
      }}
    >
      {status}
    </AreaForm>
  );
}
