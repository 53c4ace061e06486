import type { Account } from '@tropero/shared/auth';
import { api } from '../../../api/client';
import { useAccountChange } from './get-account-members';

/** PUT /userAccount/{id}/owner {userId}: hands the account to an active member; the owner stays as admin. */
export const transferAccount = (accountId: string, userId: string) =>
  api.put<Account>(`/userAccount/${accountId}/owner`, { userId });

export const useTransferAccount = (accountId: string) =>
  useAccountChange((userId: string) => transferAccount(accountId, userId));
