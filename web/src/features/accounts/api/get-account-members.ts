import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMember } from '@tropero/shared/contracts/accounts';
import { api } from '../../../api/client';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** GET /userAccount/{id}/members (its owner or a superadmin): the members and their roles. */
export const getAccountMembers = (accountId: string): Promise<AccountMember[]> =>
  api.get<AccountMember[]>(`/userAccount/${accountId}/members`);

export const accountMembersQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'members'],
    queryFn: () => getAccountMembers(accountId),
  });

export const useAccountMembers = (accountId: string) => useQuery(accountMembersQueryOptions(accountId));

/**
 * A change to an account's members or owner: afterwards everything under `accounts` is read
 * again (the members, the invitations, and the user's own accounts, which leaving or
 * transferring changes).
 */
export function useAccountChange<Input>(change: (input: Input) => Promise<unknown>) {
  return useRefreshingMutation(change, ['accounts']);
}
