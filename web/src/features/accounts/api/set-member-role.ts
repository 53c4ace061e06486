import { api } from '../../../api/client';
import { useAccountChange } from './get-account-members';

export type MemberRole = 'admin' | 'invite';

/** PUT /userAccount/{id}/{userId} {role}: changes a member's role at once. */
export const setMemberRole = (accountId: string, userId: string, role: MemberRole) =>
  api.put(`/userAccount/${accountId}/${userId}`, { role, active: true });

export const useSetMemberRole = (accountId: string) =>
  useAccountChange(({ userId, role }: { userId: string; role: MemberRole }) =>
    setMemberRole(accountId, userId, role),
  );
