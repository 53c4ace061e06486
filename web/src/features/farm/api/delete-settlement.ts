import { api } from '../../../api/client';
import { useSelectedAccount } from '../../../lib/account-selection';
import { settlementsKey } from '../../../api/get-settlements';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** DELETE /settlements/{id}: its plots, fences and markers go with it. */
export const deleteSettlement = (id: string): Promise<unknown> => api.delete(`/settlements/${id}`);

export function useDeleteSettlement() {
  const accountId = useSelectedAccount()?.id ?? '';
  return useRefreshingMutation(deleteSettlement, settlementsKey(accountId));
}
