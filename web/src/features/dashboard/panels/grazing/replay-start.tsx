import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import type { TimeWindow } from '../../../telemetry/api/get-tracks';
import { MAX_REPLAY_ANIMALS } from '../../workspace/herd-filter';
import { useTelemetryView } from '../../workspace/telemetry-view';

interface ReplayStartProps {
  /** The animals the filter takes, with a collar that placed them at least once. */
  animalIds: readonly string[];
  window: TimeWindow;
}

/** Starts (or stops) the replay of the filtered animals' tracks over the range, up to 50 at once. */
export function ReplayStart({ animalIds, window }: ReplayStartProps) {
  const { t, i18n } = useTranslation();
  const { replay, startReplay, stopReplay } = useTelemetryView();
  const replayed = animalIds.slice(0, MAX_REPLAY_ANIMALS);
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={700} c="navy.8">
        {t('telemetry.replay.heading')}
      </Text>
      <Text size="sm" c="dimmed">
        {animalIds.length === 0
          ? t('telemetry.replay.noAnimals')
          : animalIds.length > MAX_REPLAY_ANIMALS
            ? t('telemetry.replay.capped', { count: MAX_REPLAY_ANIMALS, total: number(animalIds.length) })
            : t('telemetry.replay.hint', { count: animalIds.length })}
      </Text>
      <Group gap="sm">
        <Button
          size="sm"
          leftSection={<IconPlayerPlayFilled size={16} />}
          disabled={replayed.length === 0}
          onClick={() => startReplay(replayed, window)}
        >
          {t('telemetry.replay.start', { count: replayed.length })}
        </Button>
        {replay && (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconPlayerStopFilled size={16} />}
            onClick={stopReplay}
          >
            {t('telemetry.replay.close')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
