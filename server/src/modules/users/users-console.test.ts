import { expect, it } from 'vitest';
import type { AuditPage } from '@tropero/shared/contracts/audit';
import { apiAs, call, createUser, login, PASSWORD } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

/** The /users console (issue 15): superadmin only, every action audited with before and after. */
describeWithApp('users console on %s', { superadmin: true }, (ctx) => {
  const auditOf = async (userId: string) =>
    (
      await apiAs(ctx, ctx.superadmin).get(`/api/v1/audit?subjectType=user&subjectId=${userId}`)
    ).json<AuditPage>();

  const refreshWorks = async (refreshToken: string) =>
    (await call(ctx.app, 'GET', '/api/v1/refresh-token', { headers: { 'x-refresh-token': refreshToken } }))
      .statusCode === 200;

  it('refuses every console route to admins and invitees (403) and to the unauthenticated (401)', async () => {
    const target = await createUser(ctx);
    // PUT /users/{id} is also everyone's own profile: another's record answers him 403, like the rest.
    const routes: [string, string, unknown, number][] = [
      ['GET', '/api/v1/users?search=usuario', undefined, 403],
      ['PUT', `/api/v1/users/${target.id}`, { active: false }, 403],
      ['PUT', `/api/v1/users/${target.id}`, { tags: ['superadmin'] }, 403],
      ['POST', `/api/v1/users/${target.id}/password-reset`, {}, 403],
      ['DELETE', `/api/v1/users/${target.id}`, undefined, 403],
      ['GET', `/api/v1/audit?subjectId=${target.id}`, undefined, 403],
    ];
    for (const tags of [['admin'], []]) {
      const user = await createUser(ctx, { tags });
      for (const [method, url, body, refused] of routes) {
        const response = await call(ctx.app, method as 'GET', url, { token: user.token, body });
        expect(response.statusCode, `${method} ${url}`).toBe(refused);
      }
      // On his own record he may not change his tags or active flag either.
      const own = await apiAs(ctx, user).put(`/api/v1/users/${user.id}`, { tags: ['superadmin'] });
      expect(own.statusCode).toBe(403);
    }
    for (const [method, url, body] of routes) {
      expect((await call(ctx.app, method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await auditOf(target.id)).total).toBe(0);
    const untouched = await apiAs(ctx, ctx.superadmin).get(`/api/v1/users/${target.id}`);
    expect(untouched.json()).toMatchObject({ active: true, tags: ['admin'] });
  });

  it('finds users by name or email, and by active flag', async () => {
    const found = await createUser(ctx, { email: 'rosendo.quiroga@estancia.com.ar' });
    const inactive = await createUser(ctx, { active: false });
    const byEmail = await apiAs(ctx, ctx.superadmin).get('/api/v1/users?search=QUIROGA');
    expect(byEmail.json().items.map((u: { _id: string }) => u._id)).toEqual([found.id]);
    const namesake = await createUser(ctx, { email: 'quiroga.rosendo@estancia.com.ar' });
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        (await apiAs(ctx, ctx.superadmin).get(`/api/v1/users?search=quiroga&pageSize=1&page=${page}`)).json(),
      ),
    );
    expect(pages.map((page) => page.total)).toEqual([2, 2, 2]);
    expect(pages.map((page) => page.items.map((u: { _id: string }) => u._id))).toEqual([
      [namesake.id],
      [found.id],
      [],
    ]);
    const onlyInactive = await apiAs(ctx, ctx.superadmin).get('/api/v1/users?active=false&pageSize=200');
    expect(onlyInactive.json().items.map((u: { _id: string }) => u._id)).toContain(inactive.id);
    expect(onlyInactive.json().items.every((u: { active: boolean }) => !u.active)).toBe(true);
  });

  it('deactivates a user: his sessions end, he cannot log in, the audit log has before and after', async () => {
    const user = await createUser(ctx);
    const session = await login(ctx.app, user.email);
    const response = await apiAs(ctx, ctx.superadmin).put(`/api/v1/users/${user.id}`, { active: false });
    expect(response.statusCode).toBe(200);
    expect(await refreshWorks(session.refreshToken)).toBe(false);
    const again = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(again.statusCode).not.toBe(200);

    const audit = await auditOf(user.id);
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      actorId: ctx.superadmin.id,
      action: 'user.deactivate',
      before: { active: true },
      after: { active: false },
    });

    await apiAs(ctx, ctx.superadmin).put(`/api/v1/users/${user.id}`, { active: true });
    expect((await auditOf(user.id)).items[0]).toMatchObject({
      action: 'user.activate',
      after: { active: true },
    });
  });

  it('changes tags with an audited before and after', async () => {
    const user = await createUser(ctx);
    await apiAs(ctx, ctx.superadmin).put(`/api/v1/users/${user.id}`, { tags: ['admin', 'superadmin'] });
    expect((await auditOf(user.id)).items[0]).toMatchObject({
      action: 'user.tags',
      before: { tags: ['admin'] },
      after: { tags: ['admin', 'superadmin'] },
    });
  });

  it('forces a password reset: sessions end, a reset link is mailed, a new password is required', async () => {
    const user = await createUser(ctx);
    const session = await login(ctx.app, user.email);
    const response = await apiAs(ctx, ctx.superadmin).post(`/api/v1/users/${user.id}/password-reset`, {});
    expect(response.statusCode).toBe(200);
    expect(await refreshWorks(session.refreshToken)).toBe(false);
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .execute();
    expect(mails).toHaveLength(1);
    const link = new URL(mails[0]!.body_text.match(/http\S+/)![0]);
    expect(link.pathname).toBe('/reset');
    const { user: logged } = await login(ctx.app, user.email);
    expect(logged.needsPasswordReset).toBe(true);
    expect((await auditOf(user.id)).items[0]).toMatchObject({
      action: 'user.passwordReset',
      before: { needsPasswordReset: false },
      after: { needsPasswordReset: true },
    });
  });

  it('deletes a user: kept data, sessions revoked, gone from the list, audited', async () => {
    const user = await createUser(ctx);
    const session = await login(ctx.app, user.email);
    expect((await apiAs(ctx, ctx.superadmin).delete(`/api/v1/users/${user.id}`)).statusCode).toBe(200);
    expect(await refreshWorks(session.refreshToken)).toBe(false);
    const list = await apiAs(ctx, ctx.superadmin).get(
      `/api/v1/users?search=${encodeURIComponent(user.email)}`,
    );
    expect(list.json().total).toBe(0);
    const account = await ctx.database.db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', user.accountId)
      .executeTakeFirst();
    expect(account).toBeDefined();
    expect((await auditOf(user.id)).items[0]).toMatchObject({
      action: 'user.delete',
      before: { deleted: false },
      after: { deleted: true, active: false },
    });
  });

  it('refuses a bad body or query with 400', async () => {
    const user = await createUser(ctx);
    const api = apiAs(ctx, ctx.superadmin);
    expect((await api.put(`/api/v1/users/${user.id}`, { active: 'no' })).statusCode).toBe(400);
    expect((await api.get('/api/v1/users?active=maybe')).statusCode).toBe(400);
    expect((await api.post('/api/v1/users/nope/password-reset', {})).statusCode).toBe(400);
  });
});
