import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { sharedUsersQueryOptions } from './get-shared-users';

/** DELETE /users/sharedBySettlement/{settlementId}/invites/{inviteId}: withdraws a pending invitation. */
export const cancelInvite = (settlementId: string, inviteId: string): Promise<unknown> =>
  api.delete(`/users/sharedBySettlement/${settlementId}/invites/${inviteId}`);

export function useCancelInvite(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => cancelInvite(settlementId, inviteId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sharedUsersQueryOptions(settlementId).queryKey }),
  });
}
