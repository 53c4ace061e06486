import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../api/use-event-stream';
import { SUPPORT_KEY } from './support-key';

/**
 * The support stream (GET /live/support) while a support screen is open: the inbox hears every
 * conversation, a customer his own; each change, and each reopening (the changes of the gap never
 * come), refreshes the support queries.
 */
export function useLiveSupport(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
  useEventStream('/live/support', { events: { support: refresh }, opened: (again) => again && refresh() });
}
