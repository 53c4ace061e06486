import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportChannels } from '@tropero/shared/contracts/support';
import { api } from '../../../api/client';
import { SUPPORT_KEY } from './support-key';

/** GET /support/channels: whether WhatsApp is configured, and the number customers may write to. */
export const getSupportChannels = () => api.get<SupportChannels>('/support/channels');

export const supportChannelsQueryOptions = () =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'channels'],
    queryFn: getSupportChannels,
    staleTime: 10 * 60_000,
  });

export const useSupportChannels = () => useQuery(supportChannelsQueryOptions());
