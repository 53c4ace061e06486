import { api } from '../../../api/client';
import { useAccountChange } from './get-account-members';

/** POST /userAccount/{id}/leave: the signed-in member leaves an account he does not own. */
export const leaveAccount = (accountId: string) =>
  api.post(`/userAccount/${accountId}/leave`, undefined, { change: 'delete' });

export const useLeaveAccount = () => useAccountChange(leaveAccount);
