import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { sharedUsersQueryOptions } from './get-shared-users';

/** DELETE /users/sharedBySettlement/{settlementId}/{userId}: takes the settlement back from a user. */
export const revokeShare = (settlementId: string, userId: string): Promise<unknown> =>
  api.delete(`/users/sharedBySettlement/${settlementId}/${userId}`);

export function useRevokeShare(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => revokeShare(settlementId, userId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sharedUsersQueryOptions(settlementId).queryKey }),
  });
}
