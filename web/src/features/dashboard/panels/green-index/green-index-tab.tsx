import { Select, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { SettlementGreenIndex } from '@tropero/shared/contracts/green-index';
import type { GreenIndexLayer } from '@tropero/shared/green-index';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf } from '../../../../components/map/bounds';
import { useNdviSeries } from '../../../green-index/api/get-ndvi-series';
import { useSettlementGreenIndex } from '../../../green-index/api/get-settlement-green-index';
import { BackfillProgress } from '../../../green-index/components/backfill-progress';
import { GreenIndexView } from '../../../green-index/components/green-index-view';
import { SourceLabel } from '../../../green-index/components/source-label';
import { greenIndexOverlay } from '../../workspace/green-index-overlay';
import type { Plot } from '../../../farm/api/farm-types';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { SceneChooser } from './scene-chooser';

/**
 * The green-index layer panel (spec §2): a plot, the layer (NDVI and what else the source reads) and
 * the date among the plot's clear scenes; the plot painted on the map with its legend.
 */
export default function GreenIndexTab() {
  const { t } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const index = useSettlementGreenIndex(settlement._id);
  // The image leaves the map with its panel.
  useEffect(() => () => greenIndexOverlay.set(null), []);
  return (
    <GreenIndexView
      query={index}
      loading={<Skeleton h={160} radius="md" />}
      failed={t('greenIndex.layer.failed')}
    >
      {(answer) => <LayerPanel answer={answer} />}
    </GreenIndexView>
  );
}

function LayerPanel({ answer }: { answer: SettlementGreenIndex }) {
  const { t } = useTranslation();
  const { plots } = useFarmWorkspace();
  const list = plots.data ?? [];
  return (
    <Stack gap="sm">
      <BackfillProgress backfill={answer.backfill} />
      {list.length > 0 ? (
        <PlotLayer plots={list} answer={answer} />
      ) : plots.isSuccess ? (
        <Text size="sm" c="dimmed">
          {t('greenIndex.layer.noPlots')}
        </Text>
      ) : (
        <Skeleton h={120} radius="md" />
      )}
      <SourceLabel source={answer.source} simulated={answer.simulated} sceneDate={answer.scenes[0]?.date} />
    </Stack>
  );
}

function PlotLayer({ plots, answer }: { plots: Plot[]; answer: SettlementGreenIndex }) {
  const { t } = useTranslation();
  const { settlement, selection, frame } = useFarmWorkspace();
  const [plotId, setPlotId] = useState(() =>
    selection?.kind === 'plot' && plots.some((plot) => plot._id === selection.id)
      ? selection.id
      : plots[0]!._id,
  );
  const plot = plots.find((candidate) => candidate._id === plotId) ?? plots[0]!;
  const [layer, setLayer] = useState<GreenIndexLayer>(answer.layers[0] ?? 'ndvi');
  const series = useNdviSeries(settlement._id, [plot._id]);
  // The plot chosen is brought into view, to be seen painted.
  useEffect(() => {
    frame(boundsOf([plot.geometry]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `frame` is new each render; the plot alone decides.
  }, [plot._id]);
  const filling = answer.backfill.state === 'pending' || answer.backfill.state === 'running';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('greenIndex.layer.plot')}
          data={plots.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
          value={plot._id}
          onChange={(value) => value && setPlotId(value)}
          allowDeselect={false}
          searchable={plots.length > 8}
          comboboxProps={{ withinPortal: true }}
        />
        <Stack gap={4}>
          {answer.layers.length > 1 && (
            <>
              <Text size="sm" fw={500} id="green-index-layer">
                {t('greenIndex.layer.layer')}
              </Text>
              <SegmentedControl
                fullWidth
                value={layer}
                onChange={(value) => setLayer(value as GreenIndexLayer)}
                data={answer.layers.map((value) => ({ value, label: t(`greenIndex.layers.${value}`) }))}
                aria-labelledby="green-index-layer"
              />
            </>
          )}
          <Text size="xs" c="dimmed">
            {t(`greenIndex.layerHints.${layer}`)}
          </Text>
        </Stack>
      </SimpleGrid>
      <GreenIndexView
        query={series}
        loading={<Skeleton h={120} radius="md" />}
        failed={t('greenIndex.layer.failed')}
      >
        {(answers) => (
          <SceneChooser
            key={plot._id}
            plotId={plot._id}
            layer={layer}
            points={answers.find((one) => one.plotId === plot._id)?.points ?? []}
            filling={filling}
          />
        )}
      </GreenIndexView>
    </Stack>
  );
}
