import { api } from '../../../api/client';
import { useSharingChange } from './get-shared-users';

/** DELETE /users/sharedBySettlement/{settlementId}/invites/{inviteId}: withdraws a pending invitation. */
export const cancelInvite = (settlementId: string, inviteId: string): Promise<unknown> =>
  api.delete(`/users/sharedBySettlement/${settlementId}/invites/${inviteId}`);

export const useCancelInvite = (settlementId: string) =>
  useSharingChange(settlementId, (inviteId: string) => cancelInvite(settlementId, inviteId));
