import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that marks a browser (or client) that logged in before, for one email. */
export const LOGIN_DEVICE_COOKIE = 'tropero_device';
export const LOGIN_DEVICE_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * Login cookies: `<device id>.<HMAC of the email and the device id>`, issued at each successful
 * login. Nothing is stored: a cookie proves only that this client logged in as that email once,
 * which spares it the delay that strangers' guesses put on the email (login-limits.ts).
 */
export class LoginDevices {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('login-device').digest();
  }

  /** The cookie to hand a client that just logged in as `email`; it keeps its device id if it had one. */
  issue(email: string, presented: string | undefined): string {
    const [current] = (presented ?? '').split('.');
    const deviceId = current && /^[\w-]{22}$/.test(current) ? current : randomBytes(16).toString('base64url');
    return `${deviceId}.${this.mac(email, deviceId)}`;
  }

  /** The device id of a cookie issued for this email, or undefined. */
  knownDevice(email: string, presented: string | undefined): string | undefined {
    const [deviceId, mac] = (presented ?? '').split('.');
    if (!deviceId || !mac) return undefined;
    const expected = Buffer.from(this.mac(email, deviceId));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : undefined;
  }

  private mac(email: string, deviceId: string): string {
    return createHmac('sha256', this.key).update(`${email}\n${deviceId}`).digest('base64url');
  }
}
