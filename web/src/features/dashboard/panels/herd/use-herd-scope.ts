import { DAY_MS } from '@tropero/shared/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDays } from '../../../telemetry/api/time-window';
import { QUICK_TIME_RANGES } from '../../time-ranges';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { useRangeWindow } from '../../workspace/range-window';
import { useTelemetryView } from '../../workspace/telemetry-view';

/**
 * What a Históricos panel covers: the current settlement, the roundup the herd filter names (or the
 * whole herd), the selected animal, and the top bar's range as instants and as whole days.
 */
export function useHerdScope() {
  const { t } = useTranslation();
  const { settlement, range, selection, select } = useFarmWorkspace();
  const { filter } = useTelemetryView();
  const window = useRangeWindow();
  const durationMs = QUICK_TIME_RANGES.find((candidate) => candidate.id === range)!.durationMs;
  // The daily rollups count whole days: a range under a day reads today.
  const days = useMemo(
    () => lastDays(Math.max(1, Math.round(durationMs / DAY_MS)), settlement.utcOffsetMinutes),
    [durationMs, settlement.utcOffsetMinutes],
  );
  return {
    settlement,
    window,
    days,
    windowLabel: t(`telemetry.charts.window.${range}`),
    roundupId: filter.kind === 'roundup' ? filter.id : null,
    animalId: selection?.kind === 'animal' ? selection.id : null,
    /** Opens an animal's panel and centres the map on it. */
    openAnimal: (animalId: string) => select({ kind: 'animal', id: animalId }, { focus: true }),
  };
}
