import { Radio, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimalColour } from '../../../components/map/layers/animals-layer';
import type { LegendGroup } from '../../../components/map/layers/animals-legend';
import { colourOfRoundup, countByRoundup } from '../workspace/herd-filter';
import { useTelemetryView, type AnimalColouring } from '../workspace/telemetry-view';
import touch from './touch.module.css';

/** The choice of the animals' colours, in the map's layers control: by state (default) or by roundup. */
export function AnimalColouringChoice() {
  const { t } = useTranslation();
  const { colouring, setColouring } = useTelemetryView();
  return (
    <Radio.Group
      label={t('telemetry.colouring.label')}
      className={touch.choices}
      value={colouring}
      onChange={(value) => setColouring(value as AnimalColouring)}
    >
      <Stack gap={8} mt={6}>
        <Radio value="state" label={t('telemetry.colouring.state')} />
        <Radio value="roundup" label={t('telemetry.colouring.roundup')} />
      </Stack>
    </Radio.Group>
  );
}

/** When the animals are coloured by roundup: each dot's colour and the legend's roundups with their counts. */
export function useRoundupColouring(
  placed: readonly { roundupId?: string | null }[],
): { colourOf: AnimalColour; groups: LegendGroup[] } | undefined {
  const { t } = useTranslation();
  const { colouring, roundups, roundupColours } = useTelemetryView();
  const colourOf = useCallback<AnimalColour>(
    (animal) => colourOfRoundup(roundupColours, animal.roundupId),
    [roundupColours],
  );
  const groups = useMemo(() => {
    const names = new Map((roundups.data ?? []).map((roundup) => [roundup._id, roundup.name]));
    return countByRoundup(placed, roundupColours).map(({ roundupId, count }) => ({
      key: roundupId ?? 'none',
      label: (roundupId && names.get(roundupId)) || t('telemetry.colouring.noRoundup'),
      color: colourOfRoundup(roundupColours, roundupId),
      count,
    }));
  }, [placed, roundups.data, roundupColours, t]);
  return colouring === 'roundup' ? { colourOf, groups } : undefined;
}
