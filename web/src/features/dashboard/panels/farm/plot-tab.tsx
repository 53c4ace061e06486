import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useDeletePlot } from '../../../farm/api/delete-plot';
import { useUpdatePlot } from '../../../farm/api/update-plot';
import { asPlotColor } from '../../../farm/components/color-picker';
import { ColorSwatch } from '../../../farm/components/color-swatch';
import { CropNotice } from '../../../farm/components/crop-notice';
import { overlaps } from '../../../farm/components/fence-overlap';
import type { Plot } from '../../../farm/api/farm-types';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { Figure } from '../figure';
import { PlotForageFigure } from '../forage/plot-forage-figure';
import { TabTitle } from '../tab-title';
import { AreaItemTab } from './area-item-tab';

/**
 * The plot bottom panel (spec §2): plot size and the size of the fences over it, the current crop
 * with the spec's notices, its days of grazing left, the way to its green-index layers, and for those who may, edit and delete.
 */
export function PlotTab({ plot }: { plot: Plot }) {
  const { t, i18n } = useTranslation();
  const { settlement, fences, openPanel } = useFarmWorkspace();
  const update = useUpdatePlot(settlement._id);
  const remove = useDeletePlot(settlement._id);
  const hectares = (value: number) => t('map.area', { value: formatNumber(value, i18n.language) });
  const fencesOver = (fences.data ?? []).filter((fence) => overlaps(plot.geometry, fence.geometry));

  return (
    <AreaItemTab
      kind="plot"
      item={plot}
      initial={{ name: plot.name, color: asPlotColor(plot.color) }}
      save={({ name, color }) => update.mutateAsync({ id: plot._id, patch: { name, color } })}
      remove={() => remove.mutateAsync(plot._id)}
      deleteDetails={t('farm.plots.deleteDetails', { name: plot.name })}
    >
      <TabTitle icon={<ColorSwatch color={plot.color} size={18} />}>{plot.name}</TabTitle>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Figure label={t('farm.plots.size')}>{hectares(plot.areaHa)}</Figure>
        <Figure label={t('farm.plots.animalsNow')}>
          <span data-testid="plot-animal-count">{formatNumber(plot.animalCount, i18n.language, 0)}</span>
        </Figure>
        <PlotForageFigure plotId={plot._id} />
        {fencesOver.length === 0 ? (
          <Figure label={t('farm.plots.fenceSize')}>
            <Text span size="sm" c="dimmed">
              {t('farm.plots.noFence')}
            </Text>
          </Figure>
        ) : (
          fencesOver.map((fence) => (
            <Figure key={fence._id} label={t('farm.plots.fenceSize')} note={fence.name}>
              {hectares(fence.areaHa)}
            </Figure>
          ))
        )}
      </SimpleGrid>
      <CropNotice crop={plot.currentCrop} onOpenHistory={() => openPanel('cropHistory')} />
      <Group>
        <Button variant="light" size="xs" onClick={() => openPanel('greenIndex')}>
          {t('farm.plots.openGreenIndex')}
        </Button>
      </Group>
    </AreaItemTab>
  );
}
