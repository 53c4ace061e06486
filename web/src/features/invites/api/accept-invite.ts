import { api } from '../../../api/client';
import type { PendingInvite } from '../../../lib/pending-invite';

/** PUT /users/addinvite/{settlementId}/{userId} (spec §7): accepts a settlement invitation. */
export const acceptInvite = ({ settlementId, userId }: PendingInvite): Promise<unknown> =>
  api.put(`/users/addinvite/${settlementId}/${userId}`, undefined, { alert: false });
