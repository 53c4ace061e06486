import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { SharedUser } from './farm-types';

/** GET /users/sharedBySettlement/{id} (spec §7): who has access, and the invitations not yet accepted. */
export const getSharedUsers = (settlementId: string): Promise<SharedUser[]> =>
  api.get<SharedUser[]>(`/users/sharedBySettlement/${settlementId}`);

export const sharedUsersQueryOptions = (settlementId: string) =>
  queryOptions({ queryKey: ['shared-users', settlementId], queryFn: () => getSharedUsers(settlementId) });

export const useSharedUsers = (settlementId: string) => useQuery(sharedUsersQueryOptions(settlementId));

/** A change to who sees the settlement (invite, revoke, withdraw): the list is read again after it. */
export function useSharingChange<Variables>(
  settlementId: string,
  mutationFn: (variables: Variables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sharedUsersQueryOptions(settlementId).queryKey }),
  });
}
