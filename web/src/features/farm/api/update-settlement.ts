import type { Settlement, SettlementPatch } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import { useSelectedAccount } from '../../../lib/account-selection';
import { settlementsKey } from '../../../api/get-settlements';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** PUT /settlements/{id}: the fields given change; alert parameters given are merged. */
export const updateSettlement = (id: string, patch: SettlementPatch): Promise<Settlement> =>
  api.put<Settlement>(`/settlements/${id}`, patch, { alert: false });

export function useUpdateSettlement() {
  const accountId = useSelectedAccount()?.id ?? '';
  return useRefreshingMutation(
    ({ id, patch }: { id: string; patch: SettlementPatch }) => updateSettlement(id, patch),
    settlementsKey(accountId),
  );
}
