import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerMessageBody, MyConversation } from '@tropero/shared/contracts/support';
import { api } from '../../../api/client';
import { SUPPORT_KEY } from './support-key';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export const MINE_KEY = [...SUPPORT_KEY, 'mine'] as const;

/** GET /support/mine: the caller's conversation with support (no internal notes). */
export const getMyConversation = () => api.get<MyConversation>('/support/mine');

export const myConversationQueryOptions = () =>
  queryOptions({ queryKey: MINE_KEY, queryFn: getMyConversation });

export const useMyConversation = () => useQuery(myConversationQueryOptions());

/** POST /support/mine/messages: a message to support from the app (the thread shows it, no toast). */
export function useWriteToSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerMessageBody) =>
      // The selected account goes with every request: his conversation is about that one.
      api.post<MyConversation>('/support/mine/messages', body, { toast: false, alert: false }),
    onSuccess: (mine) => queryClient.setQueryData(MINE_KEY, mine),
  });
}

/** PUT /support/mine/read: he has read the replies. */
export function useReadMyReplies() {
  return useRefreshingMutation(
    () => api.put('/support/mine/read', undefined, { toast: false, alert: false }),
    MINE_KEY,
  );
}
