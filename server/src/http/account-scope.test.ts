import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createUser, type TestUser } from '../../test/app';
import { describeWithApp } from '../../test/suite';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { scopeOf } from './account-scope';

const answer = (request: FastifyRequest) => {
  const { accountId, accountAccess, shared } = scopeOf(request);
  return { accountId, accountAccess, shared: [...shared] };
};

/** The scope guard: a route declaring `scope: 'account'` gets its scope, answered as the routes always did. */
describeWithApp('the account scope guard, %s', {}, (ctx) => {
  let owner: TestUser;
  let stranger: TestUser;
  let superadmin: TestUser;
  beforeAll(async () => {
    const app = ctx.app.withTypeProvider<ZodTypeProvider>();
    app.get('/api/v1/scope-guard', { config: { scope: 'account' } }, answer);
    app.post(
      '/api/v1/scope-guard',
      { config: { scope: 'account' }, schema: { body: z.object({ name: z.string() }) } },
      answer,
    );
    app.get('/api/v1/no-scope', answer);
    owner = await createUser(ctx);
    stranger = await createUser(ctx);
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
  });

  it("resolves the caller's only account, or the one he asks for", async () => {
    const only = await call(ctx.app, 'GET', '/api/v1/scope-guard', { token: owner.token });
    expect(only.statusCode).toBe(200);
    expect(only.json()).toEqual({ accountId: owner.accountId, accountAccess: 'admin', shared: [] });
    const asked = await call(ctx.app, 'GET', `/api/v1/scope-guard?userAccountId=${owner.accountId}`, {
      token: owner.token,
    });
    expect(asked.json()).toEqual(only.json());
    const bySuperadmin = await call(ctx.app, 'GET', `/api/v1/scope-guard?userAccountId=${owner.accountId}`, {
      token: superadmin.token,
    });
    expect(bySuperadmin.json()).toEqual(only.json());
  });

  it("answers another account's id, or a malformed one, exactly as the settlements route does", async () => {
    for (const query of [`?userAccountId=${stranger.accountId}`, '?userAccountId=xyz']) {
      const guarded = await call(ctx.app, 'GET', `/api/v1/scope-guard${query}`, { token: owner.token });
      const settlements = await call(ctx.app, 'GET', `/api/v1/settlements${query}`, { token: owner.token });
      expect(guarded.statusCode).toBe(settlements.statusCode);
      expect(guarded.json()).toEqual(settlements.json());
    }
    const foreign = await call(ctx.app, 'GET', `/api/v1/scope-guard?userAccountId=${stranger.accountId}`, {
      token: owner.token,
    });
    expect(foreign.statusCode).toBe(404);
    const malformed = await call(ctx.app, 'GET', '/api/v1/scope-guard?userAccountId=xyz', {
      token: owner.token,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("checks the body first: a bad body on another account's id is a 400, as before", async () => {
    const response = await call(ctx.app, 'POST', `/api/v1/scope-guard?userAccountId=${stranger.accountId}`, {
      token: owner.token,
      body: { name: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('name');
  });

  it('asks a member of two accounts which one, and gives an invited member his access', async () => {
    const member = await createUser(ctx);
    await accountsRepository.upsertMember(ctx.database.db, {
      accountId: stranger.accountId,
      userId: member.id,
      role: 'invite',
      active: true,
    });
    const unsaid = await call(ctx.app, 'GET', '/api/v1/scope-guard', { token: member.token });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json()).toEqual(
      (await call(ctx.app, 'GET', '/api/v1/settlements', { token: member.token })).json(),
    );
    const invited = await call(ctx.app, 'GET', `/api/v1/scope-guard?userAccountId=${stranger.accountId}`, {
      token: member.token,
    });
    expect(invited.json()).toEqual({ accountId: stranger.accountId, accountAccess: 'invite', shared: [] });
  });

  it('gives no scope to a route that does not declare one', async () => {
    const response = await call(ctx.app, 'GET', `/api/v1/no-scope?userAccountId=${owner.accountId}`, {
      token: owner.token,
    });
    expect(response.statusCode).toBe(500);
  });
});
