import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadSummarySchema, type UnreadSummary } from '@tropero/shared/contracts/alerts';
import { useEffect } from 'react';
import { api } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { readJson, storageKeys, writeJson } from '../../../lib/storage';
import { alertsKey, useAlertsOwner, type AlertsOwner } from './alerts-key';

/** GET /alert/countunread/{readerId} (spec §3): how many unread and the last five. */
export const getUnreadSummary = async (readerId: string): Promise<UnreadSummary> =>
  parseInDevelopment(
    unreadSummarySchema,
    await api.get<unknown>(`/alert/countunread/${readerId}`, { alert: false }),
  );

export const unreadSummaryKey = (owner: AlertsOwner) => [...alertsKey(owner), 'unread'] as const;

/** The last known summary (spec §3 "unread alerts"), so that the bell shows a count at once. */
export const storedUnreadSummary = (): UnreadSummary | undefined =>
  readJson<UnreadSummary | undefined>(storageKeys.unreadAlerts, undefined, unreadSummarySchema.optional());

export const unreadSummaryQueryOptions = (owner: AlertsOwner) =>
  queryOptions({
    queryKey: unreadSummaryKey(owner),
    queryFn: () => getUnreadSummary(owner.userId),
    initialData: storedUnreadSummary,
    // The stored summary is shown at once but is not current: it is asked for again on mount.
    initialDataUpdatedAt: 0,
  });

export function useUnreadSummary() {
  const owner = useAlertsOwner();
  const query = useQuery({ ...unreadSummaryQueryOptions(owner), enabled: owner.userId !== '' });
  const { data, isFetchedAfterMount } = query;
  useEffect(() => {
    if (data && isFetchedAfterMount) writeJson(storageKeys.unreadAlerts, data);
  }, [data, isFetchedAfterMount]);
  return query;
}
