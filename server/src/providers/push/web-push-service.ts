import { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { PushDestinations } from './push-destinations';
import type { PushService } from './push-service';
import type { VapidKeys } from './vapid';

export interface WebPushOptions {
  keys: VapidKeys;
  /** `mailto:` or https URL the push services may contact (docs/providers.md §4). */
  subject: string;
  /** A push service that has not answered by then is given up on. */
  timeoutMs: number;
  /**
   * The HTTPS agent (tests trust their stand-in push service's certificate with one). By default,
   * one whose lookup refuses destinations inside the network at connection time.
   */
  agent?: Agent;
  /** Where pushes may go; checked again before each send (default: named hosts outside the network). */
  destinations?: PushDestinations;
}

/** Web Push through the `web-push` package: encrypts (aes128gcm) and signs each request (VAPID). */
export function webPushService({
  keys,
  subject,
  timeoutMs,
  agent: given,
  destinations = new PushDestinations(),
}: WebPushOptions): PushService {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  // Checked at connection time too: the name may resolve elsewhere than when it was checked (rebinding).
  const agent = given ?? new Agent({ lookup: destinations.lookup });
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload, options) {
      if (!(await destinations.accepts(subscription.endpoint))) {
        return { status: 'failed', error: new Error('push destination refused') };
      }
      try {
        await webpush.sendNotification(subscription, payload, {
          ...options,
          vapidDetails,
          contentEncoding: 'aes128gcm',
          timeout: timeoutMs,
          agent,
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
