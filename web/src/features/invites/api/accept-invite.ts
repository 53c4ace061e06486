import type { z } from 'zod';
import type { acceptedInviteSchema } from '@tropero/shared/contracts/sharing';
import { api } from '../../../api/client';
import type { PendingInvite } from '../../../lib/pending-invite';

/** The settlement the invitation gave access to, and the account it belongs to. */
export type AcceptedInvite = z.infer<typeof acceptedInviteSchema>;

/**
 * PUT /users/addinvite/{settlementId}/{userId} (spec §7): accepts a settlement invitation, with the
 * link's secret when it came with one (without it, only a verified email may).
 */
export const acceptInvite = ({ settlementId, userId, token }: PendingInvite): Promise<AcceptedInvite> =>
  api.put<AcceptedInvite>(`/users/addinvite/${settlementId}/${userId}`, token ? { token } : undefined, {
    alert: false,
  });
