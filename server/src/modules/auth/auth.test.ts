import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE, SESSION_ERRORS } from '@tropero/shared/constants';
import {
  call,
  createSecondApp,
  createUser,
  login,
  PASSWORD,
  TEST_SECRET,
  type TestContext,
} from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

describeWithApp('auth on %s', {}, (ctx) => {
  describe('POST /api/v1/login', () => {
    it('answers tokens and the user, and sets the refresh cookie', async () => {
      const { email, id } = await createUser(ctx, { tags: ['admin'] });
      const response = await call(ctx.app, 'POST', '/api/v1/login', {
        body: { email: email.toUpperCase(), password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.accessToken).toMatch(/^ey/);
      expect(body.refreshToken.length).toBeGreaterThan(20);
      expect(body.user).toEqual({
        _id: id,
        email,
        name: expect.any(String),
        active: true,
        needsPasswordReset: false,
        language: 'es_AR',
        tags: ['admin'],
        alertPushNotifications: true,
        disableAlert: false,
        emailVerified: true,
      });
      const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1', sameSite: 'Strict' });
    });

    it('refuses a wrong password and an unknown email alike', async () => {
      const { email } = await createUser(ctx);
      for (const body of [
        { email, password: 'wrong password' },
        { email: 'nobody@example.com', password: PASSWORD },
      ]) {
        const response = await call(ctx.app, 'POST', '/api/v1/login', { body });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: 'invalid credentials', alert: false });
      }
    });

    it('refuses an inactive user with 403, only after a correct password', async () => {
      const { email } = await createUser(ctx, { active: false });
      const wrong = await call(ctx.app, 'POST', '/api/v1/login', { body: { email, password: 'nope nope' } });
      expect(wrong.statusCode).toBe(401);
      const right = await call(ctx.app, 'POST', '/api/v1/login', { body: { email, password: PASSWORD } });
      expect(right.statusCode).toBe(403);
      expect(right.json().message).toBe('user is not active');
    });

    it('answers 400 with field errors for bad input', async () => {
      const response = await call(ctx.app, 'POST', '/api/v1/login', { body: { email: 'not-an-email' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        email: 'validation.emailInvalid',
        password: 'validation.passwordRequired',
      });
    });
  });

  describe('the five 401 messages', () => {
    const expectSession401 = async (headers: Record<string, string>, message: string) => {
      const response = await call(ctx.app, 'GET', '/api/v1/settlements', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(message);
    };
    const SOME_SESSION = 'eeeeeeeeeeeeeeeeeeeeeeee';
    const sign = (
      payload: { sub: string; aud: string; exp: number; sid?: string | null },
      secret = TEST_SECRET,
    ) =>
      new SignJWT(payload.sid === null ? {} : { sid: payload.sid ?? SOME_SESSION })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(payload.sub)
        .setIssuer('tropero')
        .setAudience(payload.aud)
        .setExpirationTime(payload.exp)
        .sign(new TextEncoder().encode(secret));

    it('access token is required', () => expectSession401({}, SESSION_ERRORS.missing));
    it('jwt malformed', () =>
      expectSession401({ authorization: 'Bearer not.a-jwt' }, SESSION_ERRORS.malformed));
    it('jwt malformed for a header that is not Bearer', () =>
      expectSession401({ authorization: 'Basic abc' }, SESSION_ERRORS.malformed));

    it('invalid token: wrong signature, wrong audience, deleted user', async () => {
      const { id } = await createUser(ctx);
      const future = Math.floor(Date.now() / 1000) + 600;
      const otherSecret = await sign(
        { sub: id, aud: 'api', exp: future },
        'another-secret-another-secret-another-secret',
      );
      await expectSession401({ authorization: `Bearer ${otherSecret}` }, SESSION_ERRORS.invalid);
      const dataToken = await sign({ sub: id, aud: 'data-api', exp: future });
      await expectSession401({ authorization: `Bearer ${dataToken}` }, SESSION_ERRORS.invalid);
      const ghost = await sign({ sub: 'ffffffffffffffffffffffff', aud: 'api', exp: future });
      await expectSession401({ authorization: `Bearer ${ghost}` }, SESSION_ERRORS.invalid);
      const noSuchSession = await sign({ sub: id, aud: 'api', exp: future });
      await expectSession401({ authorization: `Bearer ${noSuchSession}` }, SESSION_ERRORS.invalid);
    });

    it('a token from before sessions were named in tokens answers jwt expired, so the client refreshes', async () => {
      const { id } = await createUser(ctx);
      const future = Math.floor(Date.now() / 1000) + 600;
      const old = await sign({ sub: id, aud: 'api', exp: future, sid: null });
      await expectSession401({ authorization: `Bearer ${old}` }, SESSION_ERRORS.expired);
    });

    it('jwt expired', async () => {
      const { id } = await createUser(ctx);
      const expired = await sign({ sub: id, aud: 'api', exp: Math.floor(Date.now() / 1000) - 5 });
      await expectSession401({ authorization: `Bearer ${expired}` }, SESSION_ERRORS.expired);
    });

    it('refresh token is invalid', async () => {
      const response = await call(ctx.app, 'GET', '/api/v1/refresh-token', {
        headers: { 'x-refresh-token': 'garbage' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(SESSION_ERRORS.refreshInvalid);
      const none = await call(ctx.app, 'GET', '/api/v1/refresh-token');
      expect(none.json().message).toBe(SESSION_ERRORS.refreshInvalid);
    });
  });

  describe('refresh tokens', () => {
    const refresh = (token: string) =>
      call(ctx.app, 'GET', '/api/v1/refresh-token', { headers: { cookie: `${REFRESH_COOKIE}=${token}` } });

    it('rotates: the new pair works, the access token is accepted', async () => {
      const { email } = await createUser(ctx);
      const first = await login(ctx.app, email);
      const response = await refresh(first.refreshToken);
      expect(response.statusCode).toBe(200);
      const rotated = response.json();
      expect(rotated.refreshToken).not.toBe(first.refreshToken);
      expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe(rotated.refreshToken);
      const me = await call(ctx.app, 'GET', '/api/v1/settlements', { token: rotated.accessToken });
      expect(me.statusCode).toBe(200);
      expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
    });

    it('a reused refresh token revokes its whole family, but not other sessions', async () => {
      const { email } = await createUser(ctx);
      const session = await login(ctx.app, email);
      const otherSession = await login(ctx.app, email);
      const next = (await refresh(session.refreshToken)).json().refreshToken;

      const reuse = await refresh(session.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().message).toBe(SESSION_ERRORS.refreshInvalid);
      // The legitimate holder of the rotated token is logged out too: the family is burnt.
      expect((await refresh(next)).statusCode).toBe(401);
      expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);
    });

    it('logout revokes the session', async () => {
      const { email } = await createUser(ctx);
      const session = await login(ctx.app, email);
      const out = await call(ctx.app, 'GET', '/api/v1/logout', {
        headers: { cookie: `${REFRESH_COOKIE}=${session.refreshToken}` },
      });
      expect(out.statusCode).toBe(200);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('an inactive user cannot refresh', async () => {
      const admin = await createUser(ctx, { tags: ['superadmin'] });
      const { email, id } = await createUser(ctx);
      const session = await login(ctx.app, email);
      const off = await call(ctx.app, 'PUT', '/api/v1/users', {
        token: admin.token,
        body: { _id: id, active: false },
      });
      expect(off.statusCode).toBe(200);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      const stale = await call(ctx.app, 'GET', '/api/v1/settlements', { token: session.accessToken });
      expect(stale.json().message).toBe(SESSION_ERRORS.invalid);
    });
  });

  describe('logout ends the session at once', () => {
    const settlements = (app: TestContext['app'], token: string) =>
      call(app, 'GET', '/api/v1/settlements', { token });
    const animalTypes = (app: TestContext['app'], dataToken: string) =>
      call(app, 'GET', '/data-api/animal/types', { headers: { 'x-access-token-data': dataToken } });

    it('the old access token and the data token of the session get 401 on every server of the database', async () => {
      const { email } = await createUser(ctx);
      const session = await login(ctx.app, email);
      const otherSession = await login(ctx.app, email);
      const dataToken = (
        await call(ctx.app, 'GET', '/data-api/refresh-token', { token: session.accessToken })
      ).json().accessToken;
      const second = await createSecondApp(ctx);
      try {
        expect((await settlements(second.app, session.accessToken)).statusCode).toBe(200);
        expect((await animalTypes(second.app, dataToken)).statusCode).toBe(200);

        const out = await call(ctx.app, 'GET', '/api/v1/logout', {
          token: session.accessToken,
          headers: { cookie: `${REFRESH_COOKIE}=${session.refreshToken}` },
        });
        expect(out.statusCode).toBe(200);

        for (const app of [ctx.app, second.app]) {
          const stale = await settlements(app, session.accessToken);
          expect(stale.statusCode).toBe(401);
          expect(stale.json().message).toBe(SESSION_ERRORS.invalid);
          expect((await animalTypes(app, dataToken)).statusCode).toBe(401);
          expect((await settlements(app, otherSession.accessToken)).statusCode).toBe(200);
        }
      } finally {
        await second.close();
      }
    });

    it('a client that presents only its access token is logged out too', async () => {
      const { email } = await createUser(ctx);
      const session = await login(ctx.app, email);
      const out = await call(ctx.app, 'GET', '/api/v1/logout', { token: session.accessToken });
      expect(out.statusCode).toBe(200);
      expect((await settlements(ctx.app, session.accessToken)).statusCode).toBe(401);
      const refreshed = await call(ctx.app, 'GET', '/api/v1/refresh-token', {
        headers: { 'x-refresh-token': session.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    });

    it('a new password ends every session of the user at once', async () => {
      const { email, id } = await createUser(ctx);
      const session = await login(ctx.app, email);
      const changed = await call(ctx.app, 'PUT', `/api/v1/users/password/${id}`, {
        token: session.accessToken,
        body: { currentPassword: PASSWORD, password: 'another long password' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await settlements(ctx.app, session.accessToken)).statusCode).toBe(401);
    });
  });

  describe('data-API token', () => {
    it('logs in to the data API and refreshes from a product session', async () => {
      const { email, token } = await createUser(ctx);
      const response = await call(ctx.app, 'POST', '/data-api/login', {
        body: { email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().accessToken).toMatch(/^ey/);
      const refreshed = await call(ctx.app, 'GET', '/data-api/refresh-token', { token });
      expect(refreshed.statusCode).toBe(200);
      // A data token is not a product-API token.
      const misuse = await call(ctx.app, 'GET', '/api/v1/settlements', {
        token: refreshed.json().accessToken,
      });
      expect(misuse.json().message).toBe(SESSION_ERRORS.invalid);
    });

    it('refuses bad credentials', async () => {
      const response = await call(ctx.app, 'POST', '/data-api/login', {
        body: { email: 'x@example.com', password: 'y' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('XSRF double submit', () => {
    it('refuses a mutating request without the header, or with another value', async () => {
      const { token, id } = await createUser(ctx);
      const body = { language: 'en_US' };
      const missing = await call(ctx.app, 'PUT', `/api/v1/users/language/${id}`, {
        token,
        body,
        xsrf: false,
      });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().message).toBe('invalid xsrf token');
      const mismatched = await call(ctx.app, 'PUT', `/api/v1/users/language/${id}`, {
        token,
        body,
        xsrf: false,
        headers: { 'x-xsrf-token': 'one', cookie: 'XSRF-TOKEN=other' },
      });
      expect(mismatched.statusCode).toBe(403);
      const ok = await call(ctx.app, 'PUT', `/api/v1/users/language/${id}`, { token, body });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().language).toBe('en_US');
    });

    it('hands out the XSRF cookie to a new visitor', async () => {
      const response = await call(ctx.app, 'GET', '/api/health', { xsrf: false });
      expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{20,}$/);
    });

    it('hands it out on a first login POST too, but not to devices posting readings', async () => {
      const { email } = await createUser(ctx);
      const login = await call(ctx.app, 'POST', '/api/v1/login', {
        body: { email, password: PASSWORD },
        xsrf: false,
      });
      expect(login.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeDefined();
      const ingest = await call(ctx.app, 'POST', '/ingest/readings', { body: [], xsrf: false });
      expect(ingest.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    });
  });
});
