import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SETTLEMENT_PARAM } from '../../config/dashboard-link';
import { isDashboardPanel, PANEL_PARAM, type DashboardPanel } from './panel-ids';
import { parseRange, RANGE_PARAM, type QuickTimeRange } from './time-ranges';
import { HERD_FILTER_PARAM } from './workspace/herd-filter';
import {
  formatSelection,
  parseSelection,
  SELECTION_PARAM,
  type Selection,
} from '../../config/dashboard-selection';

const SEARCH_PARAM = 'q';

/**
 * The dashboard's state that a link should keep, in its query parameters: the open panel, the
 * search, the time range, the settlement shown and the selected item.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const panelParam = params.get(PANEL_PARAM);
  // Changes made one after the other before the next render (select an item, then close the
  // panel) build on each other, not each on the same old parameters.
  const latest = useRef(params);
  latest.current = params;

  const set = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return {
    panel: isDashboardPanel(panelParam) ? panelParam : null,
    search: params.get(SEARCH_PARAM) ?? '',
    range: parseRange(params.get(RANGE_PARAM)),
    settlementId: params.get(SETTLEMENT_PARAM),
    selection: parseSelection(params.get(SELECTION_PARAM)),
    setPanel: useCallback((panel: DashboardPanel | null) => set({ [PANEL_PARAM]: panel }), [set]),
    setSearch: (search: string) => set({ [SEARCH_PARAM]: search }),
    setRange: (range: QuickTimeRange) => set({ [RANGE_PARAM]: range }),
    /** Another settlement: what was selected or filtered in the previous one no longer applies. */
    setSettlementId: (id: string) =>
      set({ [SETTLEMENT_PARAM]: id, [SELECTION_PARAM]: null, [HERD_FILTER_PARAM]: null }),
    /** Shows an item found by the search, in its settlement; the search and the herd filter are done with. */
    showItem: (settlementId: string, selection: Selection) =>
      set({
        [SETTLEMENT_PARAM]: settlementId,
        [SELECTION_PARAM]: formatSelection(selection),
        [SEARCH_PARAM]: null,
        [HERD_FILTER_PARAM]: null,
      }),
    setSelection: useCallback(
      (selection: Selection | null) => set({ [SELECTION_PARAM]: selection && formatSelection(selection) }),
      [set],
    ),
  };
}
