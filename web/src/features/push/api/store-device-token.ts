import { api } from '../../../api/client';

/**
 * PUT /devicestoken (spec §7): this browser's push subscription for the user. Sent again as the
 * heartbeat that keeps it alive on the server (spec §9).
 */
export const storeDeviceToken = (userId: string, subscription: PushSubscription): Promise<unknown> =>
  api.put(
    '/devicestoken',
    { deviceToken: JSON.stringify(subscription), id: userId },
    { toast: false, alert: false },
  );
