import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  alertPageSchema,
  formatAlertFilter,
  type AlertFilter,
  type AlertPage,
} from '@tropero/shared/contracts/alerts';
import { api } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { alertsKey, useAlertsOwner, type AlertsOwner } from './alerts-key';

/** What a list of alerts asks for: page `p` (from 1), search `q`, the filter and `e` per page. */
export interface AlertsQuery {
  p: number;
  e: number;
  q?: string;
  filter: AlertFilter;
}

/** GET /alert/all/{userId}?p&q&f&e (spec §7): one page of the alerts the user may see. */
export const getAlerts = async (userId: string, { p, e, q, filter }: AlertsQuery): Promise<AlertPage> =>
  parseInDevelopment(
    alertPageSchema,
    await api.get<unknown>(`/alert/all/${userId}`, {
      query: { p, q, e, f: formatAlertFilter(filter) },
      alert: false,
    }),
  );

export const alertsQueryOptions = (owner: AlertsOwner, query: AlertsQuery) =>
  queryOptions({
    queryKey: [...alertsKey(owner), 'list', query],
    queryFn: () => getAlerts(owner.userId, query),
    placeholderData: keepPreviousData,
  });

export function useAlerts(query: AlertsQuery, enabled = true) {
  const owner = useAlertsOwner();
  return useQuery({ ...alertsQueryOptions(owner, query), enabled: enabled && owner.userId !== '' });
}
