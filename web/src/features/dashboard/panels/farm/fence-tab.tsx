import { Badge, SimpleGrid } from '@mantine/core';
import { IconFence } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useDeleteFence } from '../../../farm/api/delete-fence';
import { useUpdateFence } from '../../../farm/api/update-fence';
import { overlaps } from '../../../farm/components/fence-overlap';
import type { Fence } from '../../../farm/api/farm-types';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { Figure } from '../figure';
import { TabTitle } from '../tab-title';
import { AreaItemTab } from './area-item-tab';

/** A selected virtual fence: its size, state and the plots under it; edit, reshape, delete. */
export function FenceTab({ fence }: { fence: Fence }) {
  const { t, i18n } = useTranslation();
  const { settlement, plots } = useFarmWorkspace();
  const update = useUpdateFence(settlement._id);
  const remove = useDeleteFence(settlement._id);
  const plotsUnder = (plots.data ?? []).filter((plot) => overlaps(plot.geometry, fence.geometry));

  return (
    <AreaItemTab
      kind="fence"
      item={fence}
      initial={{ name: fence.name, active: fence.active }}
      save={({ name, active }) => update.mutateAsync({ id: fence._id, patch: { name, active } })}
      remove={() => remove.mutateAsync(fence._id)}
      deleteDetails={t('farm.fences.deleteDetails', { name: fence.name })}
    >
      <TabTitle
        icon={<IconFence size={20} color="var(--mantine-color-danger-7)" aria-hidden="true" />}
        after={
          <Badge variant={fence.active ? 'light' : 'outline'} color={fence.active ? 'danger' : 'gray'}>
            {t(fence.active ? 'farm.fences.activeBadge' : 'farm.fences.inactive')}
          </Badge>
        }
      >
        {fence.name}
      </TabTitle>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Figure label={t('farm.fences.size')}>
          {t('map.area', { value: formatNumber(fence.areaHa, i18n.language) })}
        </Figure>
        <Figure label={t('farm.fences.plotsUnder')}>
          {plotsUnder.length > 0 ? plotsUnder.map((plot) => plot.name).join(', ') : '—'}
        </Figure>
      </SimpleGrid>
    </AreaItemTab>
  );
}
