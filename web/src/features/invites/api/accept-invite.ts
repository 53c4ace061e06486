import type { z } from 'zod';
import type { acceptedInviteSchema } from '@tropero/shared/contracts/sharing';
import { api } from '../../../api/client';
import type { PendingInvite } from '../../../lib/pending-invite';

/** The settlement the invitation gave access to, and the account it belongs to. */
export type AcceptedInvite = z.infer<typeof acceptedInviteSchema>;

/** PUT /users/addinvite/{settlementId}/{userId} (spec §7): accepts a settlement invitation. */
export const acceptInvite = ({ settlementId, userId }: PendingInvite): Promise<AcceptedInvite> =>
  api.put<AcceptedInvite>(`/users/addinvite/${settlementId}/${userId}`, undefined, { alert: false });
