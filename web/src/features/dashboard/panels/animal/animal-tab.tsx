import { Badge, Group, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { ANIMAL_STATE_LOOK } from '../../../../components/map/layers/animal-states';
import { QueryView } from '../../../../components/query-view';
import { useAnimalBehaviour } from '../../../telemetry/api/get-animal-behavior';
import { useHerdMedian } from '../../../telemetry/api/get-herd-median';
import { useTracks } from '../../../telemetry/api/get-tracks';
import { EnergyBasis } from '../../../telemetry/components/energy-basis';
import { useLiveAnimal, useLiveStore } from '../../../telemetry/components/live-provider';
import type { LivePosition } from '../../../telemetry/api/live-store';
import { lastDays } from '../../../telemetry/api/time-window';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { useRangeWindow } from '../../workspace/range-window';
import { EditAnimal } from './edit-animal';
import { RuminationNotice } from './rumination-notice';
import { BehaviourCharts } from './behaviour-charts';
import { CollarCharts } from './collar-charts';
import { Figure } from '../figure';
import { TabTitle } from '../tab-title';

export function SimulatedBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('telemetry.simulatedHint')}>
      <Badge color="yellow" variant="light" c="dark.8" data-testid="simulated-badge">
        {t('telemetry.simulated')}
      </Badge>
    </Tooltip>
  );
}

function LastReading({ animal }: { animal: LivePosition }) {
  const { t, i18n } = useTranslation();
  const { color, Icon } = ANIMAL_STATE_LOOK[animal.state];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure label={t('telemetry.animal.lastReading')}>
        <span data-testid="animal-last-reading" data-ts={animal.ts ?? ''}>
          {animal.ts === null ? t('telemetry.animal.never') : formatDateTime(animal.ts, i18n.language)}
        </span>
      </Figure>
      <Figure label={t('telemetry.animal.battery')}>
        <span data-testid="animal-battery">
          {animal.battery === null ? '—' : `${formatNumber(animal.battery, i18n.language, 0)} %`}
        </span>
      </Figure>
      <Figure label={t('telemetry.animal.state')}>
        <Group gap={4} wrap="nowrap" component="span">
          <Icon size={18} color={color} aria-hidden />
          <span>{t(`telemetry.states.${animal.state}`)}</span>
        </Group>
      </Figure>
      <Figure label={t('telemetry.animal.position')}>
        <span data-testid="animal-position">
          {animal.lat === null || animal.lng === null
            ? '—'
            : `${animal.lat.toFixed(5)}, ${animal.lng.toFixed(5)}`}
        </span>
      </Figure>
    </SimpleGrid>
  );
}

function TrackNote({ animalId }: { animalId: string }) {
  const { t, i18n } = useTranslation();
  const ids = useMemo(() => [animalId], [animalId]);
  // The same query the map's track layer draws from: cached, not asked twice.
  const tracks = useTracks(ids, useRangeWindow());
  if (!tracks.data) return null;
  const points = tracks.data.find((track) => track.animalId === animalId)?.points.length ?? 0;
  return (
    <Text size="xs" c="dimmed">
      {points > 1
        ? t('telemetry.animal.track', { points: formatNumber(points, i18n.language) })
        : t('telemetry.animal.trackEmpty')}
    </Text>
  );
}

function Behaviour({ animal }: { animal: LivePosition }) {
  const { t, i18n } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const week = useMemo(() => lastDays(7, settlement.utcOffsetMinutes), [settlement.utcOffsetMinutes]);
  const behaviour = useAnimalBehaviour(animal.animalId, settlement._id, week);
  // The settlement's median is asked once for every animal's panel, and drawn once it is there.
  const herd = useHerdMedian(settlement._id, week);
  return (
    <QueryView query={behaviour} loading={<Skeleton h={180} />} failed={t('telemetry.animal.failed')}>
      {({ days, basis }) => (
        <Stack gap="xs">
          <RuminationNotice days={days} offsetMinutes={settlement.utcOffsetMinutes} />
          <BehaviourCharts days={days} herd={herd.data?.days} caravana={animal.caravana} />
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t(basis.weightAssumed ? 'telemetry.animal.weightAssumed' : 'telemetry.animal.weight', {
                value: formatNumber(basis.weightKg, i18n.language),
              })}
            </Text>
            <EnergyBasis coefficients={basis} weight={basis} fixIntervalSeconds={basis.fixIntervalSeconds} />
          </Group>
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * The "Animal" bottom panel: the selected animal's last reading, its track, its last week's
 * behaviour, and its collar's battery and temperature over the top bar's range.
 */
export function AnimalTab() {
  const { t } = useTranslation();
  const { selection, canEdit } = useFarmWorkspace();
  const animalId = selection?.kind === 'animal' ? selection.id : null;
  const store = useLiveStore();
  const animal = useLiveAnimal(animalId);
  if (!animalId)
    return (
      <Text size="sm" c="dimmed">
        {t('telemetry.animal.empty')}
      </Text>
    );
  if (!animal)
    return store.get().size === 0 ? (
      <Skeleton h={60} />
    ) : (
      <Text size="sm" c="dimmed">
        {t('telemetry.animal.notFound')}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="animal-panel">
      <Group gap="xs">
        <TabTitle>{animal.caravana}</TabTitle>
        {animal.simulated && <SimulatedBadge />}
        {canEdit && <EditAnimal animalId={animalId} />}
      </Group>
      <LastReading animal={animal} />
      <TrackNote animalId={animalId} />
      <Behaviour animal={animal} />
      <CollarCharts deviceId={animal.deviceId} caravana={animal.caravana} />
    </Stack>
  );
}
