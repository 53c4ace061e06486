import { useMemo, useSyncExternalStore } from 'react';
import { useLiveStore } from '../../telemetry/components/live-provider';
import type { LivePosition } from '../../telemetry/api/live-store';
import { filterAnimals } from './herd-filter';
import { useTelemetryView } from './telemetry-view';

/** The settlement's animals (the live list, which names each one's roundup and plot) and those the filter takes. */
export function useHerdAnimals(): { all: LivePosition[]; filtered: LivePosition[] } {
  const store = useLiveStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { filter } = useTelemetryView();
  const all = useMemo(() => [...snapshot.values()], [snapshot]);
  const filtered = useMemo(() => filterAnimals(all, filter), [all, filter]);
  return { all, filtered };
}

/** The ids of some animals, the same array while the set is the same (a query key that holds still). */
export function useAnimalIds(animals: readonly { animalId: string }[]): string[] {
  const key = animals.map((animal) => animal.animalId).join(',');
  return useMemo(() => (key ? key.split(',') : []), [key]);
}
