import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushService } from './push-service';
import type { VapidKeys } from './vapid';

export interface WebPushOptions {
  keys: VapidKeys;
  /** `mailto:` or https URL the push services may contact (providers.md §4). */
  subject: string;
  /** A push service that has not answered by then is given up on. */
  timeoutMs: number;
  /** The HTTPS agent (tests trust their stand-in push service's certificate with one). */
  agent?: Agent;
}

/** Web Push through the `web-push` package: encrypts (aes128gcm) and signs each request (VAPID). */
export function webPushService({ keys, subject, timeoutMs, agent }: WebPushOptions): PushService {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload, options) {
      try {
        await webpush.sendNotification(subscription, payload, {
          ...options,
          vapidDetails,
          contentEncoding: 'aes128gcm',
          timeout: timeoutMs,
          ...(agent && { agent }),
        });
        return { status: 'sent' };
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          return { status: 'gone' };
        }
        return { status: 'failed', error };
      }
    },
  };
}
