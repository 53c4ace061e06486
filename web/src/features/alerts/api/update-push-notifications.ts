import { useMutation } from '@tanstack/react-query';
import type { User } from '@tropero/shared/auth';
import { api } from '../../../api/client';
import { storeUser, useUser } from '../../../lib/session';

/** PUT /users/alertPushNotifications/{id}: push notifications on or off for the user (spec §7). */
export const updatePushNotifications = (userId: string, alertPushNotifications: boolean) =>
  api.put<User>(`/users/alertPushNotifications/${userId}`, { alertPushNotifications });

export function useUpdatePushNotifications() {
  const user = useUser();
  return useMutation({
    mutationFn: (on: boolean) => updatePushNotifications(user?._id ?? '', on),
    onSuccess: (_answer, on) => {
      if (user) storeUser({ ...user, alertPushNotifications: on });
    },
  });
}
