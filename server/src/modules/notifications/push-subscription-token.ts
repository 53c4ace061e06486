import { z } from 'zod';
import type { PushSubscription } from '../../providers/push/push-service';

const base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** What `PushSubscription.toJSON()` gives in a browser; push services are reached over https only. */
const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({ p256dh: base64Url(80, 100), auth: base64Url(16, 30) }),
});

/**
 * `deviceToken` of PUT /devicestoken: the browser's push subscription as a JSON string. Anything
 * else is a field error on `deviceToken`.
 */
export const pushSubscriptionToken = z
  .string()
  .max(4096, 'validation.pushSubscription')
  .transform((text, ctx): PushSubscription => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = subscriptionSchema.safeParse(json);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'validation.pushSubscription' });
      return z.NEVER;
    }
    return parsed.data;
  });
