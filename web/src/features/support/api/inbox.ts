import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxPage, InboxQuery, SupportAgent } from '@tropero/shared/contracts/support';
import { api } from '../../../api/client';
import { SUPPORT_KEY } from './support-key';

export type InboxFilters = Partial<Omit<InboxQuery, 'page' | 'pageSize'>> &
  Pick<InboxQuery, 'page' | 'pageSize'>;

/** GET /support/conversations (superadmin): the inbox, latest conversation first. */
export const getInbox = (query: InboxFilters) => api.get<InboxPage>('/support/conversations', { query });

export const inboxQueryOptions = (query: InboxFilters) =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'inbox', query],
    queryFn: () => getInbox(query),
    placeholderData: keepPreviousData,
  });

export const useInbox = (query: InboxFilters) => useQuery(inboxQueryOptions(query));

/** GET /support/agents: the superadmins a conversation may be assigned to. */
export const useSupportAgents = () =>
  useQuery({
    queryKey: [...SUPPORT_KEY, 'agents'],
    queryFn: () => api.get<SupportAgent[]>('/support/agents'),
    staleTime: 5 * 60_000,
  });
