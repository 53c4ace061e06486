import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useAccountId } from './account-key';
import { animalsKey } from './get-animals';
import { roundupsKey } from '../../../api/get-roundups';

/** DELETE /roundups/{id}: its animals go to 'SIN RODEO'. */
export const deleteRoundup = (id: string): Promise<unknown> => api.delete(`/roundups/${id}`);

export function useDeleteRoundup() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: deleteRoundup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roundupsKey(accountId) }),
        queryClient.invalidateQueries({ queryKey: animalsKey(accountId) }),
      ]),
  });
}
