import type { InviteMemberBody, memberResponse } from '@tropero/shared/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useAccountChange } from './get-account-members';

/**
 * POST /userAccount/{id}/invitations {email, role}: invites a user by his email; he joins only
 * when he accepts. The form says itself why it failed (unknown email, already a member).
 */
export const inviteAccountMember = (accountId: string, body: InviteMemberBody) =>
  api.post<z.infer<typeof memberResponse>>(`/userAccount/${accountId}/invitations`, body, { alert: false });

export const useInviteAccountMember = (accountId: string) =>
  useAccountChange((body: InviteMemberBody) => inviteAccountMember(accountId, body));
