import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertPreferencesSchema, type AlertPreferences } from '@tropero/shared/contracts/alerts';
import { api } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { useUser } from '../../../lib/session';

/** GET /users/{id}/alert-preferences: which alerts reach the user by push and by email, and when. */
export const getAlertPreferences = async (userId: string): Promise<AlertPreferences> =>
  parseInDevelopment(
    alertPreferencesSchema,
    await api.get<unknown>(`/users/${userId}/alert-preferences`, { alert: false }),
  );

export const alertPreferencesKey = (userId: string) => ['alert-preferences', userId] as const;

export const alertPreferencesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: alertPreferencesKey(userId), queryFn: () => getAlertPreferences(userId) });

export function useAlertPreferences() {
  const userId = useUser()?._id ?? '';
  return useQuery({ ...alertPreferencesQueryOptions(userId), enabled: userId !== '' });
}
