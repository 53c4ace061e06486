import { api } from '../../../api/client';
import { useSharingChange } from './get-shared-users';

/** DELETE /users/sharedBySettlement/{settlementId}/{userId}: takes the settlement back from a user. */
export const revokeShare = (settlementId: string, userId: string): Promise<unknown> =>
  api.delete(`/users/sharedBySettlement/${settlementId}/${userId}`);

export const useRevokeShare = (settlementId: string) =>
  useSharingChange(settlementId, (userId: string) => revokeShare(settlementId, userId));
