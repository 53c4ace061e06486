import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertSchema, type Alert } from '@tropero/shared/contracts/alerts';
import { api } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { alertsKey, useAlertsOwner, type AlertsOwner } from './alerts-key';

/** GET /alert/{id}: one alert as its reader sees it. */
export const getAlert = async (id: string): Promise<Alert> =>
  parseInDevelopment(alertSchema, await api.get<unknown>(`/alert/${id}`, { alert: false }));

export const alertQueryOptions = (owner: AlertsOwner, id: string) =>
  queryOptions({ queryKey: [...alertsKey(owner), 'one', id], queryFn: () => getAlert(id) });

export function useAlert(id: string | undefined) {
  const owner = useAlertsOwner();
  return useQuery({ ...alertQueryOptions(owner, id ?? ''), enabled: Boolean(id) && owner.userId !== '' });
}
