import { api } from '../../../api/client';
import type { inviteParamsSchema, inviteSentSchema } from '@tropero/shared/contracts/sharing';
import type { z } from 'zod';
import { useSharingChange } from './get-shared-users';

export type Invitation = Pick<z.infer<typeof inviteParamsSchema>, 'email' | 'role'>;
export type InvitationSent = z.infer<typeof inviteSentSchema>;

/**
 * GET /users/invite/{settlementId}/{email}/{role} (spec §7): mails the invitation link. A GET that
 * changes state, as the spec names it; 409 means that person already has access.
 */
export const inviteToSettlement = (
  settlementId: string,
  { email, role }: Invitation,
): Promise<InvitationSent> =>
  api.get<InvitationSent>(`/users/invite/${settlementId}/${encodeURIComponent(email)}/${role}`, {
    alert: false,
  });

export const useInviteToSettlement = (settlementId: string) =>
  useSharingChange(settlementId, (invitation: Invitation) => inviteToSettlement(settlementId, invitation));
