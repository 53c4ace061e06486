import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SharedRateLimits } from '../../access/rate-limiter';
import { AppError } from '../../errors/app-error';
import {
  call,
  createSecondApp,
  createTestApp,
  createUser,
  PASSWORD,
  type TestContext,
} from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { LOGIN_DEVICE_COOKIE } from './login-device';
import { delayAfterAttempt, FREE_ATTEMPTS, LoginLimits } from './login-limits';

const PER_CLIENT = 3;

const appConfig = () => ({
  trustProxy: true,
  loginLimits: { perIp: 1000, perClient: PER_CLIENT },
});

describeWithApp('login limits on %s', { config: appConfig }, (ctx) => {
  /** A login from the client at `ip`, presenting its login cookie when it has one. */
  const attempt = (email: string, password: string, ip: string, deviceCookie?: string, app = ctx.app) =>
    call(app, 'POST', '/api/v1/login', {
      body: { email, password },
      headers: {
        'x-forwarded-for': ip,
        ...(deviceCookie && { cookie: `${LOGIN_DEVICE_COOKIE}=${deviceCookie}` }),
      },
    });
  const deviceCookieOf = (response: Awaited<ReturnType<typeof attempt>>) =>
    response.cookies.find((c) => c.name === LOGIN_DEVICE_COOKIE)!;

  it("a stranger's guesses from many clients wait, and never lock the owner out of the device he used before", async () => {
    // The clock stands still, so that a slow machine does not see the stranger's wait run out.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const { email } = await createUser(ctx);
    const owner = await attempt(email, PASSWORD, '10.0.0.1');
    const cookie = deviceCookieOf(owner);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/login' });

    const guesses = [];
    for (let i = 1; i <= FREE_ATTEMPTS + 4; i++)
      guesses.push(await attempt(email, `guess ${i}`, `203.0.113.${i}`));
    // The first few are checked (and wrong); past them each one shuts the way for a while.
    expect(guesses.map((g) => g.statusCode)).toEqual([
      ...Array<number>(FREE_ATTEMPTS + 1).fill(401),
      429,
      429,
      429,
    ]);
    expect(Number(guesses.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    // Refused means not checked: the right password from a stranger's client is refused the same way.
    expect((await attempt(email, PASSWORD, '203.0.113.99')).statusCode).toBe(429);

    // The owner, on his device, from his address or from another one, logs in at once.
    expect((await attempt(email, PASSWORD, '10.0.0.1', cookie.value)).statusCode).toBe(200);
    expect((await attempt(email, PASSWORD, '192.0.2.50', cookie.value)).statusCode).toBe(200);

    // A login cookie is good only for the email it was issued for.
    const other = await createUser(ctx);
    const othersCookie = deviceCookieOf(await attempt(other.email, PASSWORD, '10.0.0.2')).value;
    expect((await attempt(email, PASSWORD, '10.0.0.2', othersCookie)).statusCode).toBe(429);
    expect(
      (await attempt(email, PASSWORD, '10.0.0.2', `${cookie.value.split('.')[0]}.forged`)).statusCode,
    ).toBe(429);
  });

  it('failures are limited per email and client together: one client is stopped, the others are not', async () => {
    const { email } = await createUser(ctx);
    for (let i = 0; i < PER_CLIENT; i++) {
      expect((await attempt(email, 'wrong password', '198.51.100.7')).statusCode).toBe(401);
    }
    const stopped = await attempt(email, PASSWORD, '198.51.100.7');
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another client of the same email is still checked.
    expect((await attempt(email, PASSWORD, '198.51.100.8')).statusCode).toBe(200);
  });

  it('a success forgets the client’s failures', async () => {
    const { email } = await createUser(ctx);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_CLIENT - 1; i++) {
        expect((await attempt(email, 'wrong password', '198.51.100.20')).statusCode).toBe(401);
      }
      expect((await attempt(email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    }
  });

  it('every server on the database counts the same attempts', async () => {
    const { email } = await createUser(ctx);
    const second = await createSecondApp(ctx, {
      trustProxy: true,
      loginLimits: { perIp: 1000, perClient: PER_CLIENT },
    });
    try {
      const servers = [ctx.app, second.app];
      for (let i = 0; i < PER_CLIENT; i++) {
        const response = await attempt(email, 'wrong password', '198.51.100.30', undefined, servers[i % 2]);
        expect(response.statusCode).toBe(401);
      }
      for (const app of servers) {
        expect((await attempt(email, PASSWORD, '198.51.100.30', undefined, app)).statusCode).toBe(429);
      }
    } finally {
      await second.close();
    }
  });

  it('limits attempts per client IP, whatever the email', async () => {
    const fresh = await createTestApp(ctx.dialect, {
      trustProxy: true,
      loginLimits: { perIp: 2, perClient: 100 },
    });
    try {
      const { email } = await createUser(fresh);
      const from = (address: string, body: object) =>
        call(fresh.app, 'POST', '/api/v1/login', { body, headers: { 'x-forwarded-for': address } });
      expect((await from('192.0.2.9', { email, password: PASSWORD })).statusCode).toBe(200);
      expect((await from('192.0.2.9', { email: 'other@example.com', password: 'x' })).statusCode).toBe(401);
      const limited = await from('192.0.2.9', { email, password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await from('192.0.2.10', { email, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  describe('the delay of unknown clients, by the clock', () => {
    const clock = { now: Date.parse('2026-11-24T03:00:00Z') };
    const now = () => clock.now;
    const limitsOn = (database: { db: TestContext['database']['db'] }) =>
      new LoginLimits(new SharedRateLimits(database.db, now), { perIp: 1000, perClient: 1000 });
    /** 0 when the attempt is let through, else the seconds it is told to wait. */
    const waitOf = (limits: LoginLimits, email: string, client: { ip: string; knownDevice?: string }) =>
      limits.admit(email, client).then(
        () => 0,
        (error: AppError) => Number(error.details.headers!['retry-after']),
      );

    it('doubles with each attempt past the first few, up to five minutes, on every server alike', async () => {
      const email = 'guessed@example.com';
      const limits = limitsOn(ctx.database);
      const elsewhere = ctx.database.connectAgain();
      try {
        const otherServer = limitsOn(elsewhere);
        let ip = 0;
        const next = (server = limits) => waitOf(server, email, { ip: `203.0.113.${++ip}` });
        for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await next()).toBe(0);

        const waits: number[] = [];
        for (let round = 0; round < 10; round++) {
          expect(await next()).toBe(0); // through, and the way shuts behind it
          const wait = await next(round % 2 === 0 ? limits : otherServer);
          waits.push(wait);
          clock.now += wait * 1000;
        }
        expect(waits.slice(0, 5)).toEqual([1, 4, 16, 64, 256]);
        expect(Math.max(...waits)).toBe(300);
        expect(delayAfterAttempt(1000)).toBe(300_000);

        // While the way is shut to strangers, the owner's device goes through at once.
        expect(await next()).toBe(0);
        await limits.admit(email, { ip: '203.0.113.1', knownDevice: 'owner-device' });
        expect(await next()).toBeGreaterThan(0);

        // After a quiet quarter of an hour the count starts again.
        clock.now += 15 * 60_000 + 300_000;
        for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await next()).toBe(0);
      } finally {
        await elsewhere.destroy();
      }
    });
  });
});
