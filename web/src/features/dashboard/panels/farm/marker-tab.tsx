import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMove, IconCheck, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm-action';
import { MarkerTypeIcon } from '../../../../components/marker-type-icon';
import { formatNumber } from '../../../../lib/format';
import { useDeleteMarker } from '../../../farm/api/delete-marker';
import { useUpdateMarker } from '../../../farm/api/update-marker';
import { MarkerForm } from '../../../farm/components/marker-form';
import type { FarmMarker } from '../../../farm/api/farm-types';
import { useFarmWorkspace, useMapTool } from '../../workspace/farm-workspace';

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
  const { settlement, canEdit, select } = useFarmWorkspace();
  const update = useUpdateMarker(settlement._id);
  const remove = useDeleteMarker(settlement._id);
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

  const confirmDelete = async () => {
    if (await confirmAction('delete', t('farm.markers.deleteDetails', { name: marker.name ?? typeName }))) {
      await remove.mutateAsync(marker._id);
      select(null);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <MarkerTypeIcon type={marker.type} size={22} />
        <Title order={3} size="h4" c="navy.8">
          {marker.name ?? typeName}
        </Title>
      </Group>
      <Text size="sm">
        {typeName} · {coordinate(marker.location.lat)}, {coordinate(marker.location.lng)}
      </Text>
      {canEdit && (
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconEdit size={16} />}
            onClick={() => setMode('edit')}
          >
            {t('farm.actions.edit')}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconArrowsMove size={16} />}
            onClick={() => setMode('move')}
          >
            {t('farm.markers.move')}
          </Button>
          <Button
            variant="light"
            color="danger"
            size="sm"
            leftSection={<IconTrash size={16} />}
            onClick={() => void confirmDelete()}
          >
            {t('farm.actions.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
