import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useRoundups, type Roundup } from '../../../api/get-roundups';
import type { TimeWindow } from '../../telemetry/api/get-tracks';
import { createReplayClock, type ReplayClock } from '../replay/replay-clock';
import {
  formatHerdFilter,
  HERD_FILTER_PARAM,
  parseHerdFilter,
  roundupColourMap,
  type HeatmapChoice,
  type HerdFilter,
} from './herd-filter';

/** How the animals' dots are coloured (docs/ui.md): by state, the default, or by roundup. */
export type AnimalColouring = 'state' | 'roundup';

/** A replay of several animals' tracks over a window, with the clock that moves it. */
export interface Replay {
  animalIds: string[];
  window: TimeWindow;
  clock: ReplayClock;
}

export interface TelemetryView {
  /** The grazing dynamics' filter; the replay and the heat map's animals follow it. */
  filter: HerdFilter;
  setFilter: (filter: HerdFilter) => void;
  colouring: AnimalColouring;
  setColouring: (colouring: AnimalColouring) => void;
  heatmap: HeatmapChoice;
  setHeatmap: (changes: Partial<HeatmapChoice>) => void;
  replay: Replay | null;
  startReplay: (animalIds: string[], window: TimeWindow) => void;
  stopReplay: () => void;
  roundups: UseQueryResult<Roundup[]>;
  /** Each roundup's colour on the map, by id. */
  roundupColours: ReadonlyMap<string, string>;
}

const TelemetryViewContext = createContext<TelemetryView | null>(null);

export function useTelemetryView(): TelemetryView {
  const view = useContext(TelemetryViewContext);
  if (!view) throw new Error('useTelemetryView must be used inside its provider (TelemetryViewProvider)');
  return view;
}

/**
 * What the map and the panels share about the herd's data on screen: the grazing dynamics'
 * filter, how animals are coloured, the heat map's scope and the replay under way. One per
 * settlement (keyed by it), so nothing carries over to another farm.
 */
export function TelemetryViewProvider({
  settlementId,
  children,
}: {
  settlementId: string;
  children: ReactNode;
}) {
  // The filter lives in the URL: a link or a reload shows the same figures.
  const [params, setParams] = useSearchParams();
  const filterParam = params.get(HERD_FILTER_PARAM);
  const filter = useMemo(() => parseHerdFilter(filterParam), [filterParam]);
  const setFilter = useCallback(
    (next: HerdFilter) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          const value = formatHerdFilter(next);
          if (value) changed.set(HERD_FILTER_PARAM, value);
          else changed.delete(HERD_FILTER_PARAM);
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  const [colouring, setColouring] = useState<AnimalColouring>('state');
  const [heatmap, setHeatmapChoice] = useState<HeatmapChoice>({
    shown: false,
    scope: 'settlement',
    plotId: null,
  });
  const [replay, setReplay] = useState<Replay | null>(null);
  const roundups = useRoundups(settlementId);
  const roundupColours = useMemo(
    () => roundupColourMap((roundups.data ?? []).map((roundup) => roundup._id)),
    [roundups.data],
  );
  // A replay's clock runs on animation frames: it stops with the replay, and with the dashboard.
  useEffect(() => () => replay?.clock.dispose(), [replay]);

  const value = useMemo<TelemetryView>(
    () => ({
      filter,
      setFilter,
      colouring,
      setColouring,
      heatmap,
      setHeatmap: (changes) => setHeatmapChoice((current) => ({ ...current, ...changes })),
      replay,
      startReplay: (animalIds, window) =>
        setReplay({
          animalIds,
          window,
          clock: createReplayClock({ from: Date.parse(window.fromDate), to: Date.parse(window.toDate) }),
        }),
      stopReplay: () => setReplay(null),
      roundups,
      roundupColours,
    }),
    [filter, setFilter, colouring, heatmap, replay, roundups, roundupColours],
  );
  return <TelemetryViewContext.Provider value={value}>{children}</TelemetryViewContext.Provider>;
}
