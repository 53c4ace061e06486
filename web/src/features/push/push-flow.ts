import type { User } from '@tropero/shared/auth';
import { PUSH_REFRESH_DAYS } from '@tropero/shared/alerts';
import { getPushKey } from './api/get-push-key';
import { storeDeviceToken } from './api/store-device-token';
import { isDue, readPushRecord, updatePushRecord } from './push-record';

/** The subscription is sent again, as the server's heartbeat, at most once a day (spec §9). */
const HEARTBEAT_DAYS = 1;

/**
 * How a push check ended: `granted` (asked, allowed and subscribed), `denied` (asked and blocked),
 * `dismissed` (asked, no answer), `kept` (nothing to ask, the subscription is current), or nothing
 * to do: `unsupported` browser, push `off` for the user.
 */
export type PushOutcome = 'granted' | 'denied' | 'dismissed' | 'kept' | 'unsupported' | 'off';

export const isPushSupported = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the browser takes it: base64url → bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function send(userId: string, subscription: PushSubscription): Promise<void> {
  await storeDeviceToken(userId, subscription);
  updatePushRecord(userId, { sentAt: Date.now() });
}

/** A new subscription with the server's key (the old one dropped: its key may have changed). */
async function subscribe(userId: string, old: PushSubscription | null): Promise<void> {
  const [registration, { publicKey }] = await Promise.all([navigator.serviceWorker.ready, getPushKey()]);
  await old?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  updatePushRecord(userId, { subscribedAt: Date.now() });
  await send(userId, subscription);
}

/**
 * Keeps the subscription current: renewed after 7 days, otherwise sent as a daily heartbeat (and
 * at every login, whoever was subscribed on this browser before).
 */
async function keepSubscription(userId: string, sendNow: boolean): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const current = await registration.pushManager.getSubscription();
  const record = readPushRecord(userId);
  if (!current || isDue(record.subscribedAt, PUSH_REFRESH_DAYS)) return subscribe(userId, current);
  if (sendNow || isDue(record.sentAt, HEARTBEAT_DAYS)) return send(userId, current);
}

async function ask(userId: string, atLogin: boolean): Promise<PushOutcome> {
  updatePushRecord(userId, { askedAt: Date.now() });
  const permission = await Notification.requestPermission();
  if (permission === 'granted') {
    // The permission is what the user is told about; a push service out of reach (offline, a
    // browser without one) leaves alerts in the app, and the next visit subscribes again.
    await keepSubscription(userId, atLogin).catch(() => undefined);
    return 'granted';
  }
  return permission === 'denied' ? 'denied' : 'dismissed';
}

/**
 * Spec §4 step 5 and §9. At login the browser is asked for permission (granted at once when it
 * was already). On a later visit a browser that allows push keeps its subscription current; one
 * that does not is asked again once its last answer is 7 days old.
 */
export async function syncPush(user: User, atLogin: boolean): Promise<PushOutcome> {
  if (!isPushSupported()) return 'unsupported';
  if (!user.alertPushNotifications) return 'off';
  if (atLogin) return ask(user._id, true);
  if (Notification.permission === 'granted') {
    await keepSubscription(user._id, false);
    return 'kept';
  }
  return isDue(readPushRecord(user._id).askedAt, PUSH_REFRESH_DAYS) ? ask(user._id, false) : 'kept';
}
