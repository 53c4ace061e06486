import { describe, expect, it } from 'vitest';
import { call, createSecondApp, createUser, login, PASSWORD } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

/** A browser's push subscription as PUT /devicestoken carries it. */
const BROWSER_SUBSCRIPTION = JSON.stringify({
  endpoint: 'https://push.example.com/send/abc123',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describeWithApp('users on %s', {}, (ctx) => {
  describe('roles', () => {
    it('only a superadmin lists and deletes users', async () => {
      const invite = await createUser(ctx, { tags: [] });
      const admin = await createUser(ctx, { tags: ['Admin'] });
      const superadmin = await createUser(ctx, { tags: ['SuperAdmin'] });
      for (const caller of [invite, admin]) {
        expect((await call(ctx.app, 'GET', '/api/v1/users', { token: caller.token })).statusCode).toBe(403);
        expect(
          (await call(ctx.app, 'DELETE', `/api/v1/users/${invite.id}`, { token: caller.token })).statusCode,
        ).toBe(403);
      }
      const list = await call(ctx.app, 'GET', `/api/v1/users?search=${encodeURIComponent(admin.email)}`, {
        token: superadmin.token,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 1, items: [{ _id: admin.id }] });
    });

    it('tags change only by a superadmin', async () => {
      const admin = await createUser(ctx, { tags: ['admin'] });
      const own = await call(ctx.app, 'PUT', '/api/v1/users', {
        token: admin.token,
        body: { tags: ['superadmin'] },
      });
      expect(own.statusCode).toBe(403);
      const superadmin = await createUser(ctx, { tags: ['superadmin'] });
      const granted = await call(ctx.app, 'PUT', '/api/v1/users', {
        token: superadmin.token,
        body: { _id: admin.id, tags: ['admin', 'tecnico'] },
      });
      expect(granted.json().tags).toEqual(['admin', 'tecnico']);
    });

    it('search treats % and _ literally', async () => {
      const superadmin = await createUser(ctx, { tags: ['superadmin'] });
      const list = await call(ctx.app, 'GET', '/api/v1/users?search=%25', { token: superadmin.token });
      expect(list.json().total).toBe(0);
    });
  });

  describe('own record', () => {
    it('reads and changes his own record, language and push preference', async () => {
      const user = await createUser(ctx);
      expect(
        (await call(ctx.app, 'GET', `/api/v1/users/${user.id}`, { token: user.token })).json().email,
      ).toBe(user.email);
      const language = await call(ctx.app, 'PUT', `/api/v1/users/language/${user.id}`, {
        token: user.token,
        body: { language: 'en_US' },
      });
      expect(language.json().language).toBe('en_US');
      const push = await call(ctx.app, 'PUT', `/api/v1/users/alertPushNotifications/${user.id}`, {
        token: user.token,
        body: { alertPushNotifications: false },
      });
      expect(push.json().alertPushNotifications).toBe(false);
      const reminder = await call(ctx.app, 'PUT', `/api/v1/users/${user.id}/?disableAlert=true`, {
        token: user.token,
        body: { name: 'Nuevo Nombre' },
      });
      expect(reminder.json()).toMatchObject({ disableAlert: true, name: 'Nuevo Nombre' });
      // As the web sends it: the flag alone, no body.
      const bare = await call(ctx.app, 'PUT', `/api/v1/users/${user.id}/?disableAlert=false`, {
        token: user.token,
      });
      expect(bare.statusCode, bare.body).toBe(200);
      expect(bare.json()).toMatchObject({ disableAlert: false, name: 'Nuevo Nombre' });
      const token = await call(ctx.app, 'PUT', '/api/v1/devicestoken', {
        token: user.token,
        body: { id: user.id, deviceToken: BROWSER_SUBSCRIPTION },
      });
      expect(token.json().message).toBe('Token stored successfully');
    });

    it('another user’s record answers 403 forbidden, whatever the route (an unknown id too)', async () => {
      const me = await createUser(ctx);
      const other = await createUser(ctx);
      const attempts = [
        call(ctx.app, 'PUT', '/api/v1/users/64b7f0c2a1b2c3d4e5f60718', {
          token: me.token,
          body: { name: 'Hackeado' },
        }),
        call(ctx.app, 'GET', `/api/v1/users/${other.id}`, { token: me.token }),
        call(ctx.app, 'PUT', '/api/v1/users', { token: me.token, body: { _id: other.id, name: 'Hackeado' } }),
        call(ctx.app, 'PUT', `/api/v1/users/${other.id}`, { token: me.token, body: { name: 'Hackeado' } }),
        call(ctx.app, 'PUT', `/api/v1/users/language/${other.id}`, {
          token: me.token,
          body: { language: 'en_US' },
        }),
        call(ctx.app, 'PUT', `/api/v1/users/alertPushNotifications/${other.id}`, {
          token: me.token,
          body: { alertPushNotifications: false },
        }),
        call(ctx.app, 'PUT', `/api/v1/users/password/${other.id}`, {
          token: me.token,
          body: { password: 'new password 1' },
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('forbidden');
      }
      const foreignPush = await call(ctx.app, 'PUT', '/api/v1/devicestoken', {
        token: me.token,
        body: { id: other.id, deviceToken: BROWSER_SUBSCRIPTION },
      });
      expect(foreignPush.statusCode).toBe(403);
      const untouched = await call(ctx.app, 'GET', `/api/v1/users/${other.id}`, { token: other.token });
      expect(untouched.json()).toMatchObject({
        name: other.user.name,
        language: 'es_AR',
        alertPushNotifications: true,
      });
      await login(ctx.app, other.email);
    });
  });

  describe('passwords', () => {
    it('changes his own password with the current one, which ends his sessions', async () => {
      const user = await createUser(ctx);
      const wrong = await call(ctx.app, 'PUT', `/api/v1/users/password/${user.id}`, {
        token: user.token,
        body: { currentPassword: 'not it', password: 'brand new password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ currentPassword: 'validation.currentPasswordWrong' });
      const session = await login(ctx.app, user.email);
      const ok = await call(ctx.app, 'PUT', `/api/v1/users/password/${user.id}`, {
        token: user.token,
        body: { currentPassword: PASSWORD, password: 'brand new password' },
      });
      expect(ok.statusCode).toBe(200);
      await login(ctx.app, user.email, 'brand new password');
      const refresh = await call(ctx.app, 'GET', '/api/v1/refresh-token', {
        headers: { 'x-refresh-token': session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('a superadmin sets a password; the user must choose his own at next login', async () => {
      const superadmin = await createUser(ctx, { tags: ['superadmin'] });
      const user = await createUser(ctx);
      const set = await call(ctx.app, 'PUT', `/api/v1/users/password/${user.id}`, {
        token: superadmin.token,
        body: { password: 'temporary password' },
      });
      expect(set.statusCode).toBe(200);
      const { user: logged } = await login(ctx.app, user.email, 'temporary password');
      expect(logged.needsPasswordReset).toBe(true);
    });

    it('recovers a password end to end through the outbox', async () => {
      const user = await createUser(ctx);
      const ask = await call(ctx.app, 'POST', '/api/v1/users/password/reset', {
        body: { email: user.email },
        xsrf: false,
      });
      expect(ask.statusCode).toBe(200);
      const unknown = await call(ctx.app, 'POST', '/api/v1/users/password/reset', {
        body: { email: 'nobody@example.com' },
      });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(ask.json());

      const mails = await ctx.database.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', user.email)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Tropero: recuperar tu contraseña');
      const link = new URL(mails[0]!.body_text.match(/http\S+/)![0]);
      expect(link.pathname).toBe('/reset');
      expect(link.searchParams.get('id')).toBe(user.id);
      const token = link.searchParams.get('token')!;

      const bad = await call(ctx.app, 'PUT', `/api/v1/users/password/reset/${user.id}`, {
        body: { token: 'forged', password: 'recovered password' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('reset token is invalid or expired');

      const reset = await call(ctx.app, 'PUT', `/api/v1/users/password/reset/${user.id}`, {
        body: { token, password: 'recovered password' },
        xsrf: false,
      });
      expect(reset.statusCode).toBe(200);
      await login(ctx.app, user.email, 'recovered password');
      const old = await call(ctx.app, 'POST', '/api/v1/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(old.statusCode).toBe(401);
      const again = await call(ctx.app, 'PUT', `/api/v1/users/password/reset/${user.id}`, {
        body: { token, password: 'another password' },
      });
      expect(again.statusCode).toBe(400);
    });

    it('mails at most five recovery links an hour to an address, counted by every server alike', async () => {
      const user = await createUser(ctx);
      const second = await createSecondApp(ctx);
      try {
        const servers = [ctx.app, second.app];
        for (let i = 0; i < 8; i++) {
          const ask = await call(servers[i % 2]!, 'POST', '/api/v1/users/password/reset', {
            body: { email: user.email },
          });
          expect(ask.statusCode).toBe(200);
        }
      } finally {
        await second.close();
      }
      const mails = await ctx.database.db
        .selectFrom('outbox')
        .select('subject')
        .where('to_address', '=', user.email)
        .execute();
      expect(mails).toHaveLength(5);
    });
  });

  describe('delete', () => {
    it('a deleted user cannot log in, keeps his email taken, and his account stays', async () => {
      const superadmin = await createUser(ctx, { tags: ['superadmin'] });
      const user = await createUser(ctx);
      const gone = await call(ctx.app, 'DELETE', `/api/v1/users/${user.id}`, { token: superadmin.token });
      expect(gone.statusCode).toBe(200);
      expect(
        (await call(ctx.app, 'POST', '/api/v1/login', { body: { email: user.email, password: PASSWORD } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await call(ctx.app, 'GET', `/api/v1/users/${user.id}`, { token: superadmin.token })).statusCode,
      ).toBe(404);
      const signUp = await call(ctx.app, 'POST', '/api/v1/users', {
        body: { email: user.email, password: 'a good password', name: 'Otra Vez' },
      });
      expect(signUp.statusCode).toBe(202);
      expect(
        await ctx.database.db.selectFrom('users').select('id').where('email', '=', user.email).execute(),
      ).toEqual([{ id: user.id }]);
      const account = await ctx.database.db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', user.accountId)
        .executeTakeFirst();
      expect(account).toBeDefined();
      const self = await call(ctx.app, 'DELETE', `/api/v1/users/${superadmin.id}`, {
        token: superadmin.token,
      });
      expect(self.statusCode).toBe(409);
    });
  });
});
