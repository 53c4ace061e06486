import { beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../../db/object-id';
import { call, createSettlement, createUser, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

describeWithApp('accounts on %s', {}, (ctx) => {
  const addSettlement = (owner: TestUser, name: string) => createSettlement(ctx, owner, name);

  it('opens a second account; requests then need userAccountId', async () => {
    const user = await createUser(ctx);
    await addSettlement(user, 'Campo Uno');
    const implicit = await call(ctx.app, 'GET', '/api/v1/settlements', { token: user.token });
    expect(implicit.json().map((s: { name: string }) => s.name)).toEqual(['Campo Uno']);

    const created = await call(ctx.app, 'POST', '/api/v1/userAccount', {
      token: user.token,
      body: { name: 'Segunda Cuenta' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Segunda Cuenta', accountType: 'FREE', ownerId: user.id });
    const ambiguous = await call(ctx.app, 'GET', '/api/v1/settlements', { token: user.token });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().message).toBe('userAccountId is required');
    const second = await call(ctx.app, 'GET', `/api/v1/settlements?userAccountId=${created.json()._id}`, {
      token: user.token,
    });
    expect(second.json()).toEqual([]);
  });

  it('only a superadmin sets the plan or deactivates an account', async () => {
    const owner = await createUser(ctx);
    const plan = await call(ctx.app, 'PUT', `/api/v1/userAccount/${owner.accountId}`, {
      token: owner.token,
      body: { accountType: 'FULL' },
    });
    expect(plan.statusCode).toBe(403);
    const renamed = await call(ctx.app, 'PUT', `/api/v1/userAccount/${owner.accountId}`, {
      token: owner.token,
      body: { name: 'Estancia La Nueva' },
    });
    expect(renamed.json().name).toBe('Estancia La Nueva');
    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    const full = await call(ctx.app, 'PUT', `/api/v1/userAccount/${owner.accountId}`, {
      token: superadmin.token,
      body: { accountType: 'FULL' },
    });
    expect(full.json().accountType).toBe('FULL');
    const paid = await call(ctx.app, 'POST', '/api/v1/userAccount', {
      token: owner.token,
      body: { name: 'Cuenta Paga', accountType: 'FULL' },
    });
    expect(paid.statusCode).toBe(403);
  });

  it('a member who accepted works on the account; his role changes at once; a plain member cannot manage it', async () => {
    const owner = await createUser(ctx);
    const settlementId = await addSettlement(owner, 'Compartido');
    const guest = await createUser(ctx, { tags: [] });
    const invited = await call(ctx.app, 'PUT', `/api/v1/userAccount/${owner.accountId}/${guest.id}`, {
      token: owner.token,
      body: { role: 'invite' },
    });
    expect(invited.json()).toEqual({
      accountId: owner.accountId,
      userId: guest.id,
      role: 'invite',
      active: false,
      status: 'pending',
    });
    const [invitation] = (
      await call(ctx.app, 'GET', '/api/v1/accountInvitations', { token: guest.token })
    ).json();
    await call(ctx.app, 'PUT', `/api/v1/accountInvitations/${invitation._id}`, {
      token: guest.token,
      body: { answer: 'accept' },
    });
    const accounts = await call(ctx.app, 'GET', `/api/v1/userAccount/${guest.id}?active=true`, {
      token: guest.token,
    });
    expect(
      accounts
        .json()
        .map((a: { _id: string }) => a._id)
        .sort(),
    ).toEqual([guest.accountId, owner.accountId].sort());
    const seen = await call(
      ctx.app,
      'GET',
      `/api/v1/settlements/${settlementId}?userAccountId=${owner.accountId}`,
      {
        token: guest.token,
      },
    );
    expect(seen.json().name).toBe('Compartido');
    const manage = await call(ctx.app, 'PUT', `/api/v1/userAccount/${owner.accountId}`, {
      token: guest.token,
      body: { name: 'Mía Ahora' },
    });
    expect(manage.statusCode).toBe(403);

    const promoted = await call(ctx.app, 'PUT', `/api/v1/userAccount/${owner.accountId}/${guest.id}`, {
      token: owner.token,
      body: { role: 'admin' },
    });
    expect(promoted.json()).toMatchObject({ role: 'admin', active: true, status: 'active' });
    const removed = await call(ctx.app, 'PUT', `/api/v1/userAccount/${owner.accountId}/${guest.id}`, {
      token: owner.token,
      body: { role: 'invite', active: false },
    });
    expect(removed.json()).toMatchObject({ active: false, status: 'active' });
    const after = await call(ctx.app, 'GET', `/api/v1/settlements?userAccountId=${owner.accountId}`, {
      token: guest.token,
    });
    expect(after.statusCode).toBe(404);
    const owners = await call(ctx.app, 'PUT', `/api/v1/userAccount/${owner.accountId}/${owner.id}`, {
      token: owner.token,
      body: { role: 'invite' },
    });
    expect(owners.statusCode).toBe(409);
  });

  describe('isolation: a user of account A never reads or changes account B', () => {
    let a: TestUser;
    let b: TestUser;
    let bSettlement: string;
    beforeAll(async () => {
      a = await createUser(ctx);
      b = await createUser(ctx);
      bSettlement = await addSettlement(b, 'Campo de B');
      await addSettlement(a, 'Campo de A');
    });

    it('by account id, settlement id or user id', async () => {
      const attempts = await Promise.all([
        call(ctx.app, 'GET', `/api/v1/settlements?userAccountId=${b.accountId}`, { token: a.token }),
        call(ctx.app, 'GET', `/api/v1/settlements/${bSettlement}`, { token: a.token }),
        call(ctx.app, 'GET', `/api/v1/settlements/${bSettlement}?userAccountId=${b.accountId}`, {
          token: a.token,
        }),
        call(ctx.app, 'GET', `/api/v1/userAccount/${b.id}?active=true`, { token: a.token }),
        call(ctx.app, 'PUT', `/api/v1/userAccount/${b.accountId}`, {
          token: a.token,
          body: { name: 'Robada Ya' },
        }),
        call(ctx.app, 'PUT', `/api/v1/userAccount/${b.accountId}/${a.id}`, {
          token: a.token,
          body: { role: 'admin' },
        }),
      ]);
      // Naming another user answers 403 whatever the user (users.test.ts).
      expect((await call(ctx.app, 'GET', `/api/v1/users/${b.id}`, { token: a.token })).statusCode).toBe(403);
      for (const response of attempts) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Campo de B');
      }
      const bView = await call(ctx.app, 'GET', '/api/v1/settlements', { token: b.token });
      expect(bView.json().map((s: { name: string }) => s.name)).toEqual(['Campo de B']);
      const bAccounts = await call(ctx.app, 'GET', `/api/v1/userAccount/${b.id}`, { token: b.token });
      expect(bAccounts.json()).toHaveLength(1);
      expect(bAccounts.json()[0].name).not.toBe('Robada Ya');
    });

    it('an unknown account id answers exactly like another account’s', async () => {
      const unknown = await call(ctx.app, 'GET', `/api/v1/settlements?userAccountId=${newObjectId()}`, {
        token: a.token,
      });
      const other = await call(ctx.app, 'GET', `/api/v1/settlements?userAccountId=${b.accountId}`, {
        token: a.token,
      });
      expect(unknown.statusCode).toBe(other.statusCode);
      expect(unknown.json()).toEqual(other.json());
    });

    it('a superadmin may work on any account', async () => {
      const superadmin = await createUser(ctx, { tags: ['superadmin'] });
      const response = await call(ctx.app, 'GET', `/api/v1/settlements?userAccountId=${b.accountId}`, {
        token: superadmin.token,
      });
      expect(response.json().map((s: { name: string }) => s.name)).toEqual(['Campo de B']);
    });
  });
});
