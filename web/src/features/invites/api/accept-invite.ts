import { api } from '../../../api/client';
import type { PendingInvite } from '../../../lib/pending-invite';

/** The settlement the invitation gave access to, and the account it belongs to. */
export interface AcceptedInvite {
  settlementId: string;
  accountId: string;
  name: string;
  role: 'admin' | 'invite';
}

/** PUT /users/addinvite/{settlementId}/{userId} (spec §7): accepts a settlement invitation. */
export const acceptInvite = ({ settlementId, userId }: PendingInvite): Promise<AcceptedInvite> =>
  api.put<AcceptedInvite>(`/users/addinvite/${settlementId}/${userId}`, undefined, { alert: false });
