import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../api/use-event-stream';
import { alertsKey, useAlertsOwner } from './alerts-key';

/**
 * The tab's one alerts stream (GET /live/alerts, Server-Sent Events). Every `alert` event, and every
 * reopening (events of the gap never come), refreshes the unread summary, the lists and the map's
 * badges of the current user and account.
 */
export function useLiveAlerts(): void {
  const { userId, accountId } = useAlertsOwner();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: alertsKey({ userId, accountId }) });
  useEventStream('/live/alerts', {
    events: { alert: refresh },
    opened: (again) => again && refresh(),
    enabled: Boolean(userId),
  });
}
