import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { FenceTab } from './fence-tab';
import { MarkerTab } from './marker-tab';
import { PlotTab } from './plot-tab';

/** The "Plot" bottom panel: whatever is selected on the map (a plot, a fence or a farm marker). */
export function SelectionTab() {
  const { t } = useTranslation();
  const { selection, plots, fences, markers } = useFarmWorkspace();
  const find = <Item extends { _id: string }>(items: Item[] | undefined) =>
    items?.find((item) => item._id === selection?.id);

  const plot = selection?.kind === 'plot' ? find(plots.data) : undefined;
  const fence = selection?.kind === 'fence' ? find(fences.data) : undefined;
  const marker = selection?.kind === 'marker' ? find(markers.data) : undefined;
  // Keyed by id: choosing another item leaves any half-done edit of the previous one.
  if (plot) return <PlotTab key={plot._id} plot={plot} />;
  if (fence) return <FenceTab key={fence._id} fence={fence} />;
  if (marker) return <MarkerTab key={marker._id} marker={marker} />;
  return (
    <Text size="sm" c="dimmed">
      {t('dashboard.bottom.tabs.plot.empty')}
    </Text>
  );
}
