import { Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFence } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm-action';
import { formatNumber } from '../../../../lib/format';
import { useDeleteFence } from '../../../farm/api/delete-fence';
import { useUpdateFence } from '../../../farm/api/update-fence';
import { AreaForm } from '../../../farm/components/area-form';
import { overlaps } from '../../../farm/components/fence-overlap';
import { isReshapable } from '../../../../components/map/draw/outline';
import type { Fence } from '../../../farm/api/farm-types';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { AreaDrawingPanel } from './area-drawing-panel';
import { Figure } from '../figure';
import { ItemActions } from './item-actions';

/** A selected virtual fence: its size, state and the plots under it; edit, reshape, delete. */
export function FenceTab({ fence }: { fence: Fence }) {
  const { t, i18n } = useTranslation();
  const { settlement, plots, canEdit, select } = useFarmWorkspace();
  const update = useUpdateFence(settlement._id);
  const remove = useDeleteFence(settlement._id);
  const [mode, setMode] = useState<'view' | 'edit' | 'reshape'>('view');
  const plotsUnder = (plots.data ?? []).filter((plot) => overlaps(plot.geometry, fence.geometry));

  if (mode === 'edit') {
    return (
      <AreaForm
        kind="fence"
        initial={{ name: fence.name, active: fence.active }}
        submitLabel={t('farm.actions.saveChanges')}
        onCancel={() => setMode('view')}
        onSubmit={async ({ name, active }) => {
          await update.mutateAsync({ id: fence._id, patch: { name, active } });
          setMode('view');
        }}
      />
    );
  }
  if (mode === 'reshape')
    return <AreaDrawingPanel target="fence" editing={fence} onDone={() => setMode('view')} />;

  const confirmDelete = async () => {
    if (await confirmAction('delete', t('farm.fences.deleteDetails', { name: fence.name }))) {
      await remove.mutateAsync(fence._id);
      select(null);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <IconFence size={20} color="var(--mantine-color-danger-7)" aria-hidden="true" />
        <Title order={3} size="h4" c="navy.8">
          {fence.name}
        </Title>
        <Badge variant={fence.active ? 'light' : 'outline'} color={fence.active ? 'danger' : 'gray'}>
          {t(fence.active ? 'farm.fences.activeBadge' : 'farm.fences.inactive')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Figure label={t('farm.fences.size')}>
          {t('map.area', { value: formatNumber(fence.areaHa, i18n.language) })}
        </Figure>
        <Figure label={t('farm.fences.plotsUnder')}>
          {plotsUnder.length > 0 ? plotsUnder.map((plot) => plot.name).join(', ') : '—'}
        </Figure>
      </SimpleGrid>
      {canEdit && (
        <ItemActions
          onEdit={() => setMode('edit')}
          onReshape={isReshapable(fence.geometry) ? () => setMode('reshape') : undefined}
          reshapeUnavailable={isReshapable(fence.geometry) ? undefined : t('farm.plots.reshapeUnavailable')}
          onDelete={() => void confirmDelete()}
        />
      )}
    </Stack>
  );
}
