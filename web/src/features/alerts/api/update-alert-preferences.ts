import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences } from '@tropero/shared/contracts/alerts';
import { api } from '../../../api/client';
import { useUser } from '../../../lib/session';
import { alertPreferencesKey } from './get-alert-preferences';

/** PUT /users/{id}/alert-preferences. */
export const updateAlertPreferences = (userId: string, preferences: AlertPreferences) =>
  api.put<AlertPreferences>(`/users/${userId}/alert-preferences`, preferences, { alert: false });

export function useUpdateAlertPreferences() {
  const queryClient = useQueryClient();
  const userId = useUser()?._id ?? '';
  return useMutation({
    mutationFn: (preferences: AlertPreferences) => updateAlertPreferences(userId, preferences),
    onSuccess: (saved) => queryClient.setQueryData(alertPreferencesKey(userId), saved),
  });
}
