import { ActionIcon, Group, Select, SimpleGrid, Skeleton, Slider, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { NdviPoint } from '@tropero/shared/contracts/green-index';
import type { GreenIndexLayer } from '@tropero/shared/green-index';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { usePlotGreenIndex } from '../../../green-index/api/get-plot-green-index';
import { GreenIndexLegend } from '../../../green-index/components/green-index-legend';
import { GreenIndexView } from '../../../green-index/components/green-index-view';
import { greenIndexOverlay } from '../../workspace/green-index-overlay';
import { sceneDay } from '../../../green-index/components/scene-day';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

interface SceneChooserProps {
  plotId: string;
  layer: GreenIndexLayer;
  /** The plot's scenes, oldest first, clear or not. */
  points: readonly NdviPoint[];
  /** The last year is still being filled: more scenes are on their way. */
  filling: boolean;
}

/** The date among the plot's clear scenes (newest first), its figures, and its image on the map with the legend. */
export function SceneChooser({ plotId, layer, points, filling }: SceneChooserProps) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const clear = useMemo(
    () => points.filter((point) => point.clear && point.mean !== null).reverse(),
    [points],
  );
  const [sceneId, setSceneId] = useState<string | null>(null);
  const [opacity, setOpacity] = useState(0.9);
  const index = Math.max(
    0,
    clear.findIndex((point) => point.sceneId === sceneId),
  );
  const scene = clear[index];
  const image = usePlotGreenIndex(plotId, layer, scene?.sceneId ?? null);
  const picture = image.data;
  useEffect(() => {
    greenIndexOverlay.set(picture ? { image: picture.image, bbox: picture.bbox, opacity } : null);
  }, [picture, opacity]);
  if (!scene)
    return (
      <Text size="sm" c="dimmed" data-testid="green-index-no-scenes">
        {t(filling ? 'greenIndex.layer.noScenesYet' : 'greenIndex.layer.noScenes')}
      </Text>
    );
  const number = (value: number) => formatNumber(value, i18n.language, 2);
  const day = (point: NdviPoint) =>
    formatDay(sceneDay(point.date, settlement.utcOffsetMinutes), i18n.language);
  const ndvi = t('greenIndex.layers.ndvi');
  const step = (by: number) => setSceneId(clear[index + by]!.sceneId);
  return (
    // Side by side where the panel is wide: the date and its figures, the legend and the opacity.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <ActionIcon
            variant="light"
            size={44}
            disabled={index >= clear.length - 1}
            onClick={() => step(1)}
            aria-label={t('greenIndex.layer.previous')}
          >
            <IconChevronLeft size={20} />
          </ActionIcon>
          <Select
            style={{ flex: 1, minWidth: 0 }}
            label={t('greenIndex.layer.date')}
            data={clear.map((point) => ({
              value: point.sceneId,
              label: t('greenIndex.layer.sceneOption', {
                date: day(point),
                layer: ndvi,
                value: number(point.mean!),
              }),
            }))}
            value={scene.sceneId}
            onChange={(value) => value && setSceneId(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <ActionIcon
            variant="light"
            size={44}
            disabled={index === 0}
            onClick={() => step(-1)}
            aria-label={t('greenIndex.layer.next')}
          >
            <IconChevronRight size={20} />
          </ActionIcon>
        </Group>
        <Text size="xs" c="dimmed">
          {t('greenIndex.layer.clearScenes', { count: clear.length })}
        </Text>
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('greenIndex.layer.figures', {
              layer: ndvi,
              mean: number(scene.mean!),
              median: number(scene.median ?? scene.mean!),
              p10: number(scene.p10 ?? scene.mean!),
              p90: number(scene.p90 ?? scene.mean!),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('greenIndex.layer.validShare', {
              percent: formatNumber(scene.validShare * 100, i18n.language, 0),
            })}
          </Text>
        </Stack>
      </Stack>
      <Stack gap="sm">
        <GreenIndexView
          query={image}
          loading={<Skeleton h={70} radius="md" />}
          failed={t('greenIndex.layer.imageFailed')}
        >
          {(shown) => (
            <Stack gap="xs">
              <Text size="sm" fw={600} role="status" data-testid="green-index-shown">
                {t('greenIndex.layer.shown', {
                  layer: t(`greenIndex.layers.${shown.layer}`),
                  date: day(scene),
                })}
              </Text>
              <GreenIndexLegend layer={shown.layer} stops={shown.legend} />
            </Stack>
          )}
        </GreenIndexView>
        <Stack gap={2}>
          <Text size="xs" fw={600} aria-hidden="true">
            {t('greenIndex.layer.opacity')}
          </Text>
          <Slider
            min={0.3}
            max={1}
            step={0.1}
            value={opacity}
            onChange={setOpacity}
            label={(value) => `${Math.round(value * 100)} %`}
            thumbLabel={t('greenIndex.layer.opacity')}
          />
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}
