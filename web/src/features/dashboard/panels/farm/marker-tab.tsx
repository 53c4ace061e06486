import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowsMove, IconCheck, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkerTypeIcon } from '../../../../components/marker-type-icon';
import { formatNumber } from '../../../../lib/format';
import { useDeleteMarker } from '../../../farm/api/delete-marker';
import { useUpdateMarker } from '../../../farm/api/update-marker';
import { MarkerForm } from '../../../farm/components/marker-form';
import type { FarmMarker } from '../../../farm/api/farm-types';
import { useFarmWorkspace, useMapTool } from '../../workspace/farm-workspace';
import { TabAction } from '../tab-action';
import { TabTitle } from '../tab-title';
import { useDeleteSelection } from './use-delete-selection';

/** While mounted, the marker can be dragged on the map; each drop is saved. */
function MovingMarker({ marker, onDone }: { marker: FarmMarker; onDone: () => void }) {
  const { t } = useTranslation();
  useMapTool({ kind: 'moveMarker', markerId: marker._id });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('farm.markers.moveHint')}</Text>
      <Group justify="flex-end">
        <Button leftSection={<IconCheck size={16} />} onClick={onDone}>
          {t('farm.markers.moveDone')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A selected farm marker: type, name and place; edit, move, delete. */
export function MarkerTab({ marker }: { marker: FarmMarker }) {
  const { t, i18n } = useTranslation();
  const { settlement, canEdit } = useFarmWorkspace();
  const update = useUpdateMarker(settlement._id);
  const remove = useDeleteMarker(settlement._id);
  const deleteSelection = useDeleteSelection();
  const [mode, setMode] = useState<'view' | 'edit' | 'move'>('view');
  const typeName = t(`farm.markerTypes.${marker.type}`);
  const coordinate = (value: number) => formatNumber(value, i18n.language, 5);

  if (mode === 'edit') {
    return (
      <MarkerForm
        initial={{ type: marker.type, name: marker.name ?? undefined }}
        submitLabel={t('farm.actions.saveChanges')}
        onCancel={() => setMode('view')}
        onSubmit={async (fields) => {
          await update.mutateAsync({ id: marker._id, patch: fields });
          setMode('view');
        }}
      />
    );
  }
  if (mode === 'move') return <MovingMarker marker={marker} onDone={() => setMode('view')} />;

  return (
    <Stack gap="sm">
      <TabTitle icon={<MarkerTypeIcon type={marker.type} size={22} />}>{marker.name ?? typeName}</TabTitle>
      <Text size="sm">
        {typeName} · {coordinate(marker.location.lat)}, {coordinate(marker.location.lng)}
      </Text>
      {canEdit && (
        <Group gap="xs">
          <TabAction icon={IconEdit} onClick={() => setMode('edit')}>
            {t('farm.actions.edit')}
          </TabAction>
          <TabAction icon={IconArrowsMove} onClick={() => setMode('move')}>
            {t('farm.markers.move')}
          </TabAction>
          <TabAction
            icon={IconTrash}
            danger
            onClick={() =>
              void deleteSelection(t('farm.markers.deleteDetails', { name: marker.name ?? typeName }), () =>
                remove.mutateAsync(marker._id),
              )
            }
          >
            {t('farm.actions.delete')}
          </TabAction>
        </Group>
      )}
    </Stack>
  );
}
