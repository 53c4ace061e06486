import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Roundup } from '../herd-types';
import { useAccountId } from './account-key';
import { animalsKey } from './get-animals';
import { roundupsKey } from '../../../api/get-roundups';

/** PUT /roundups/{id}: a new name; its animals show it at once. */
export const renameRoundup = (id: string, name: string): Promise<Roundup> =>
  api.put<Roundup>(`/roundups/${id}`, { name }, { alert: false });

export function useRenameRoundup() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameRoundup(id, name),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roundupsKey(accountId) }),
        queryClient.invalidateQueries({ queryKey: animalsKey(accountId) }),
      ]),
  });
}
