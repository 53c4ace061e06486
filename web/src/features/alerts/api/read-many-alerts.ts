import { api } from '../../../api/client';
import { alertsKey, useAlertsOwner } from './alerts-key';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** PUT /alert/many/{userId}: these alerts read, or every unread one when no ids are given. */
export const readManyAlerts = (userId: string, ids?: string[]): Promise<{ updated: number }> =>
  api.put<{ updated: number }>(`/alert/many/${userId}`, ids ? { ids } : {}, { toast: false });

export function useReadManyAlerts() {
  const owner = useAlertsOwner();
  return useRefreshingMutation((ids?: string[]) => readManyAlerts(owner.userId, ids), alertsKey(owner));
}
