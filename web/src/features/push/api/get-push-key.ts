import type { z } from 'zod';
import type { pushKeySchema } from '@tropero/shared/contracts/alerts';
import { api } from '../../../api/client';

export type PushKey = z.infer<typeof pushKeySchema>;

/** GET /firebase/key (spec §7): the server's VAPID public key, base64url. */
export const getPushKey = (): Promise<PushKey> =>
  api.get<PushKey>('/firebase/key', { toast: false, alert: false });
