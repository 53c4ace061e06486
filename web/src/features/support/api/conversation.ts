import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationPatch,
  CustomerContext,
  SupportMessage,
  SupportReplyBody,
  SupportThread,
} from '@tropero/shared/contracts/support';
import { api } from '../../../api/client';
import { SUPPORT_KEY } from './support-key';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

const path = (key: string) => `/support/conversations/${encodeURIComponent(key)}`;
const threadKey = (key: string) => [...SUPPORT_KEY, 'thread', key] as const;

/** GET /support/conversations/{key}: the thread with its internal notes (key: 549… or the id). */
export const threadQueryOptions = (key: string) =>
  queryOptions({ queryKey: threadKey(key), queryFn: () => api.get<SupportThread>(path(key)) });

export const useThread = (key: string) => useQuery(threadQueryOptions(key));

/** GET /support/conversations/{key}/context: the customer beside the thread. */
export const useCustomerContext = (key: string) =>
  useQuery({
    queryKey: [...SUPPORT_KEY, 'context', key],
    queryFn: () => api.get<CustomerContext>(`${path(key)}/context`),
  });

/** PUT /support/conversations/{key}/read: support has read the customer's messages. */
export function useMarkRead(key: string) {
  return useRefreshingMutation(
    () => api.put(`${path(key)}/read`, undefined, { toast: false, alert: false }),
    [...SUPPORT_KEY, 'inbox'],
  );
}

/** PUT /support/conversations/{key}: its state or assignee. */
export function useUpdateConversation(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ConversationPatch) => api.put<SupportThread>(path(key), patch),
    onSuccess: (thread) => {
      queryClient.setQueryData(threadKey(key), thread);
      void queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'inbox'] });
    },
  });
}

/** POST /support/conversations/{key}/messages: a reply or an internal note (the thread shows it, no toast). */
export function useReply(key: string) {
  return useRefreshingMutation(
    (body: SupportReplyBody) =>
      api.post<SupportMessage>(`${path(key)}/messages`, body, { toast: false, alert: false }),
    threadKey(key),
  );
}
