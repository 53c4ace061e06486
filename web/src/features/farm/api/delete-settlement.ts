import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useSelectedAccount } from '../../../lib/account-selection';
import { settlementsKey } from '../../../api/get-settlements';

/** DELETE /settlements/{id}: its plots, fences and markers go with it. */
export const deleteSettlement = (id: string): Promise<unknown> => api.delete(`/settlements/${id}`);

export function useDeleteSettlement() {
  const queryClient = useQueryClient();
  const accountId = useSelectedAccount()?.id ?? '';
  return useMutation({
    mutationFn: deleteSettlement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementsKey(accountId) }),
  });
}
