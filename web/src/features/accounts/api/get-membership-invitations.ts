import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipInvitation } from '@tropero/shared/contracts/accounts';
import { api } from '../../../api/client';
import { useUser } from '../../../lib/session';

/** GET /accountInvitations: the invitations to join an account waiting for the signed-in user's answer. */
export const getMembershipInvitations = (): Promise<MembershipInvitation[]> =>
  api.get<MembershipInvitation[]>('/accountInvitations', { alert: false });

export const membershipInvitationsKey = (userId: string) => ['account-invitations', userId] as const;

export const membershipInvitationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: membershipInvitationsKey(userId), queryFn: getMembershipInvitations });

export function useMembershipInvitations() {
  const userId = useUser()?._id ?? '';
  return useQuery({ ...membershipInvitationsQueryOptions(userId), enabled: userId !== '' });
}
