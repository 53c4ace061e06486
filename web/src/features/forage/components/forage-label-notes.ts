import type { LabelNote } from '../../../components/map/layers/plot-labels-layer';
import { useForageBudget } from '../api/get-forage-budget';
import { useDaysLeftText } from './days-left';

/** The days of grazing left each plot's map label shows: only the plots where they are known. */
export function useForageLabelNotes(settlementId: string): ReadonlyMap<string, LabelNote> {
  const plots = useForageBudget(settlementId).data?.plots ?? [];
  const days = useDaysLeftText();
  return new Map(
    plots.flatMap((plot) =>
      plot.daysLeft === null
        ? []
        : [[plot.plotId, { short: days.short(plot.daysLeft), long: days.long(plot.daysLeft) }] as const],
    ),
  );
}
