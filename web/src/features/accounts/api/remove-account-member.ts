import { api } from '../../../api/client';
import { useAccountChange } from './get-account-members';

/** DELETE /userAccount/{id}/{userId}: the owner removes a member. */
export const removeAccountMember = (accountId: string, userId: string) =>
  api.delete(`/userAccount/${accountId}/${userId}`);

export const useRemoveAccountMember = (accountId: string) =>
  useAccountChange((userId: string) => removeAccountMember(accountId, userId));
