import { alertParamsSchema, type AlertParams, type Settlement } from '@tropero/shared/farm';
import { useMemo } from 'react';
import { useSettlements } from '../../api/get-settlements';

export interface SettlementAccess {
  settlements: Settlement[];
  /** Settlements the user may change (not only view, as a shared 'invite' one). */
  editable: Settlement[];
  nameOf: (id: string | null | undefined) => string | undefined;
  /** The alert thresholds a device of this settlement is judged by (the defaults for none). */
  alertParamsOf: (id: string | null | undefined) => AlertParams;
  canEdit: (settlementId: string | null | undefined) => boolean;
  /** Whether any settlement is editable: otherwise the page only shows. */
  canEditAny: boolean;
  /** Where a new record goes: the settlement the list is filtered by if editable, else the first editable. */
  defaultFor: (filteredId: string | undefined) => string;
}

const DEFAULT_ALERT_PARAMS = alertParamsSchema.parse({});

/** The settlements reached, and which of them the user may change (403 otherwise, so hide the action). */
export function useSettlementAccess(): SettlementAccess & { query: ReturnType<typeof useSettlements> } {
  const query = useSettlements();
  const access = useMemo(() => {
    const settlements = query.data ?? [];
    const byId = new Map(settlements.map((settlement) => [settlement._id, settlement]));
    const editable = settlements.filter((settlement) => settlement.access === 'admin');
    return {
      settlements,
      editable,
      nameOf: (id: string | null | undefined) => (id ? byId.get(id)?.name : undefined),
      alertParamsOf: (id: string | null | undefined) =>
        (id ? byId.get(id)?.alertParams : undefined) ?? DEFAULT_ALERT_PARAMS,
      canEdit: (id: string | null | undefined) =>
        id ? byId.get(id)?.access === 'admin' : editable.length > 0,
      canEditAny: editable.length > 0,
      defaultFor: (filteredId: string | undefined) =>
        (filteredId && byId.get(filteredId)?.access === 'admin' ? filteredId : editable[0]?._id) ?? '',
    };
  }, [query.data]);
  return { ...access, query };
}
