import { Stack } from '@mantine/core';
import { ContextTips } from '../../../help/components/context-tips';
import { IthStandard } from '../../../weather/components/ith-standard';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { IthHistoryCharts } from './ith-history-charts';

/** Históricos › ITH histórico y estándar: the ITH now on its scale, and the days behind it. */
export default function IthHistoryPanel() {
  const { settlement } = useFarmWorkspace();
  return (
    <Stack gap="lg">
      <IthStandard location={settlement.location} />
      <ContextTips context="heatStress" />
      <IthHistoryCharts />
    </Stack>
  );
}
