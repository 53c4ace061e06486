import { queryOptions, useQuery } from '@tanstack/react-query';
import type { accountInvitationSchema } from '@tropero/shared/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../api/client';

export type AccountInvitation = z.infer<typeof accountInvitationSchema>;

/** GET /userAccount/{id}/invitations (its owner or a superadmin): the invitations waiting for an answer. */
export const getAccountInvitations = (accountId: string): Promise<AccountInvitation[]> =>
  api.get<AccountInvitation[]>(`/userAccount/${accountId}/invitations`);

export const accountInvitationsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'invitations'],
    queryFn: () => getAccountInvitations(accountId),
  });

export const useAccountInvitations = (accountId: string) =>
  useQuery(accountInvitationsQueryOptions(accountId));
