import { alertSchema, type Alert } from '@tropero/shared/contracts/alerts';
import { api } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { alertsKey, useAlertsOwner } from './alerts-key';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** PUT /alert/{id} with the alert: the server sets its `readAt` to now (spec §4). */
export const readAlert = async (alert: Alert): Promise<Alert> =>
  parseInDevelopment(
    alertSchema,
    await api.put<unknown>(`/alert/${alert._id}`, alert, { toast: false, alert: false }),
  );

/** Reads an alert, then reloads the unread count and the lists (spec §4 "reading an alert"). */
export function useReadAlert() {
  const owner = useAlertsOwner();
  return useRefreshingMutation(readAlert, alertsKey(owner));
}
