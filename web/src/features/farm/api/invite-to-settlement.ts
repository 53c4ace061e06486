import { api } from '../../../api/client';
import type { SharedRole } from './farm-types';
import { useSharingChange } from './get-shared-users';

export interface Invitation {
  email: string;
  role: SharedRole;
}

/**
 * GET /users/invite/{settlementId}/{email}/{role} (spec §7): mails the invitation link. A GET that
 * changes state, as the spec names it; 409 means that person already has access.
 */
export const inviteToSettlement = (settlementId: string, { email, role }: Invitation): Promise<unknown> =>
  api.get(`/users/invite/${settlementId}/${encodeURIComponent(email)}/${role}`, { alert: false });

export const useInviteToSettlement = (settlementId: string) =>
  useSharingChange(settlementId, (invitation: Invitation) => inviteToSettlement(settlementId, invitation));
