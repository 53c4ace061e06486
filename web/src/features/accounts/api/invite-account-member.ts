import type { InviteMemberBody, invitationSentResponse } from '@tropero/shared/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useAccountChange } from './get-account-members';

/**
 * POST /userAccount/{id}/invitations {email, role}: invites an email, registered or not (the answer
 * is the same); he joins only when he accepts. The form says itself why it failed (already a member).
 */
export const inviteAccountMember = (accountId: string, body: InviteMemberBody) =>
  api.post<z.infer<typeof invitationSentResponse>>(`/userAccount/${accountId}/invitations`, body, {
    alert: false,
  });

export const useInviteAccountMember = (accountId: string) =>
  useAccountChange((body: InviteMemberBody) => inviteAccountMember(accountId, body));
