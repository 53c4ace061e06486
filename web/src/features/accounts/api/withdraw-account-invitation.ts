import { api } from '../../../api/client';
import { useAccountChange } from './get-account-members';

/** DELETE /userAccount/{id}/invitations/{invitationId}: withdraws an invitation not answered yet. */
export const withdrawAccountInvitation = (accountId: string, invitationId: string) =>
  api.delete(`/userAccount/${accountId}/invitations/${invitationId}`);

export const useWithdrawAccountInvitation = (accountId: string) =>
  useAccountChange((invitationId: string) => withdrawAccountInvitation(accountId, invitationId));
