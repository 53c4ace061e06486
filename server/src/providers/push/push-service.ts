import { createHash } from 'node:crypto';

/** A push service that has not answered by then is given up on: an alert's push leaves within 5 s or not at all. */
export const PUSH_TIMEOUT_MS = 4_000;

/** A browser's push subscription (the JSON of `PushSubscription.toJSON()`). */
export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline browser. */
  TTL: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Collapses repeats: a newer message with the same topic replaces one not yet delivered. */
  topic: string;
}

/** `gone`: the push service answered 404 or 410, the subscription no longer exists. */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; error: unknown };

/** Web Push behind an interface (docs/providers.md §4): the VAPID public key and one send. */
export interface PushService {
  readonly publicKey: string;
  send(subscription: PushSubscription, payload: string, options: PushOptions): Promise<PushOutcome>;
}

/** A push topic for a key (an alert id): at most 32 URL-safe characters, as RFC 8030 asks. */
export function pushTopic(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}
