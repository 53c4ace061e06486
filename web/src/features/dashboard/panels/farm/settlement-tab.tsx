import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconBellRinging, IconEdit, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { AnimalCount } from './animal-count';
import { Figure } from '../figure';
import { CurrentConditions } from '../../../weather/components/current-conditions';
import { IthStandard } from '../../../weather/components/ith-standard';
import { IthHistoryCharts } from '../weather/ith-history-charts';
import { TabAction } from '../tab-action';
import { TabTitle } from '../tab-title';

/** The settlement bottom panel: its figures, and the way to edit, share or set its alerts. */
export function SettlementTab() {
  const { t, i18n } = useTranslation();
  const { settlement, plots, fences, markers, canEdit, openPanel } = useFarmWorkspace();
  const total = (plots.data ?? []).reduce((sum, plot) => sum + plot.areaHa, 0);
  const count = (list: unknown[] | undefined) => (list ? formatNumber(list.length, i18n.language) : '…');
  return (
    <Stack gap="sm">
      <TabTitle>{settlement.name}</TabTitle>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('farm.plots.title')}>{count(plots.data)}</Figure>
        <Figure label={t('farm.settlements.plotsArea')}>
          {t('map.area', { value: formatNumber(total, i18n.language) })}
        </Figure>
        <Figure label={t('farm.fences.title')}>{count(fences.data)}</Figure>
        <Figure label={t('farm.markers.title')}>{count(markers.data)}</Figure>
      </SimpleGrid>
      <CurrentConditions location={settlement.location} />
      <IthStandard location={settlement.location} />
      <IthHistoryCharts initialDays={7} choose={false} />
      <AnimalCount settlement={settlement} />
      {canEdit && (
        <Group gap="xs">
          <TabAction icon={IconEdit} onClick={() => openPanel('editSettlement')}>
            {t('farm.actions.edit')}
          </TabAction>
          <TabAction icon={IconShare} onClick={() => openPanel('shareSettlement')}>
            {t('farm.settlements.share')}
          </TabAction>
          <TabAction icon={IconBellRinging} onClick={() => openPanel('settlementAlerts')}>
            {t('farm.alertParams.title')}
          </TabAction>
        </Group>
      )}
    </Stack>
  );
}
