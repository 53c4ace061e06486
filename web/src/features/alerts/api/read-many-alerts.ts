import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { alertsKey, useAlertsOwner } from './alerts-key';

/** PUT /alert/many/{userId}: these alerts read, or every unread one when no ids are given. */
export const readManyAlerts = (userId: string, ids?: string[]): Promise<{ updated: number }> =>
  api.put<{ updated: number }>(`/alert/many/${userId}`, ids ? { ids } : {}, { toast: false });

export function useReadManyAlerts() {
  const queryClient = useQueryClient();
  const owner = useAlertsOwner();
  return useMutation({
    mutationFn: (ids?: string[]) => readManyAlerts(owner.userId, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey(owner) }),
  });
}
