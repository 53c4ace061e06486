import { expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

/** Manage accounts (spec §6): members, invitations by email, removal, leaving, transferring. */
describeWithApp('account members on %s', {}, (ctx) => {
  const as = (user: TestUser) => ({
    get: (url: string) => call(ctx.app, 'GET', `/api/v1${url}`, { token: user.token }),
    post: (url: string, body?: object) => call(ctx.app, 'POST', `/api/v1${url}`, { token: user.token, body }),
    put: (url: string, body: object) => call(ctx.app, 'PUT', `/api/v1${url}`, { token: user.token, body }),
    delete: (url: string) => call(ctx.app, 'DELETE', `/api/v1${url}`, { token: user.token }),
  });

  /** An owner and a user who accepted his invitation with `role`. */
  async function accountWithMember(role: 'admin' | 'invite' = 'invite') {
    const owner = await createUser(ctx);
    const member = await createUser(ctx, { tags: [] });
    const invited = await as(owner).post(`/userAccount/${owner.accountId}/invitations`, {
      email: member.email.toUpperCase(),
      role,
    });
    expect(invited.statusCode).toBe(202);
    expect(invited.json()).toEqual({
      message: 'invitation sent',
      email: member.email,
      role,
      status: 'pending',
    });
    const [invitation] = (await as(member).get('/accountInvitations')).json();
    await as(member).put(`/accountInvitations/${invitation._id}`, { answer: 'accept' });
    return { owner, member };
  }

  it('the owner invites by email; the invitee is listed as invited, then as a member once he accepts', async () => {
    const owner = await createUser(ctx);
    const guest = await createUser(ctx, { tags: [] });
    await as(owner).post(`/userAccount/${owner.accountId}/invitations`, {
      email: guest.email,
      role: 'admin',
    });
    const waiting = (await as(owner).get(`/userAccount/${owner.accountId}/invitations`)).json();
    expect(waiting).toEqual([
      { _id: expect.any(String), email: guest.email, role: 'admin', createdAt: expect.any(String) },
    ]);
    const before = (await as(owner).get(`/userAccount/${owner.accountId}/members`)).json();
    expect(before).toEqual([
      { userId: owner.id, name: owner.user.name, email: owner.email, role: 'owner', active: true },
    ]);
    await as(guest).put(`/accountInvitations/${waiting[0]._id}`, { answer: 'accept' });
    const after = (await as(owner).get(`/userAccount/${owner.accountId}/members`)).json();
    expect(after.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [owner.id, 'owner'],
      [guest.id, 'admin'],
    ]);
  });

  it('a registered and an unregistered email are invited alike: same answer, same pending list', async () => {
    const owner = await createUser(ctx);
    const registered = await createUser(ctx, { tags: [] });
    const unregistered = `nadie-${owner.id.slice(-6)}@example.com`;
    const invite = (email: string) =>
      as(owner).post(`/userAccount/${owner.accountId}/invitations`, { email, role: 'invite' });
    const [a, b] = [await invite(registered.email), await invite(unregistered)];
    expect(a.statusCode).toBe(b.statusCode);
    expect({ ...a.json(), email: '' }).toEqual({ ...b.json(), email: '' });
    const waiting = (await as(owner).get(`/userAccount/${owner.accountId}/invitations`)).json();
    expect(waiting.map((row: object) => Object.keys(row).sort())).toEqual([
      ['_id', 'createdAt', 'email', 'role'],
      ['_id', 'createdAt', 'email', 'role'],
    ]);
    expect(waiting.map((row: { email: string }) => row.email).sort()).toEqual(
      [registered.email, unregistered].sort(),
    );
    // Both are mailed; the unregistered address is asked to sign up.
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .select(['to_address', 'body_text'])
      .where('to_address', 'in', [registered.email, unregistered])
      .execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual([registered.email, unregistered].sort());
    expect(mails.find((m) => m.to_address === unregistered)!.body_text).toContain('/register');

    // The owner withdraws either alike.
    for (const row of waiting) {
      const gone = await as(owner).delete(`/userAccount/${owner.accountId}/invitations/${row._id}`);
      expect(gone.statusCode).toBe(200);
    }
    expect((await as(owner).get(`/userAccount/${owner.accountId}/invitations`)).json()).toEqual([]);
  });

  it('once the invited address signs up and verifies his email, the invitation waits for his answer', async () => {
    const owner = await createUser(ctx);
    const email = `luego-${owner.id.slice(-6)}@example.com`;
    await as(owner).post(`/userAccount/${owner.accountId}/invitations`, { email, role: 'admin' });
    await call(ctx.app, 'POST', '/api/v1/users', {
      body: { email, password: 'a good password', name: 'Recién Llegado' },
      xsrf: false,
    });
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .select('body_text')
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute();
    const link = new URL(mails.at(-1)!.body_text.match(/http\S+\/verify-email\S*/)![0]);
    await call(ctx.app, 'PUT', `/api/v1/users/verify-email/${link.searchParams.get('id')}`, {
      body: { token: link.searchParams.get('token') },
      xsrf: false,
    });
    const { accessToken } = (
      await call(ctx.app, 'POST', '/api/v1/login', { body: { email, password: 'a good password' } })
    ).json();
    const mine = (await call(ctx.app, 'GET', '/api/v1/accountInvitations', { token: accessToken })).json();
    expect(mine).toMatchObject([{ accountId: owner.accountId, role: 'admin' }]);
    const waiting = (await as(owner).get(`/userAccount/${owner.accountId}/invitations`)).json();
    expect(waiting).toEqual([expect.objectContaining({ email, role: 'admin' })]);
  });

  it('a member already in is a field error; a bad body is 400', async () => {
    const { owner, member } = await accountWithMember();
    const again = await as(owner).post(`/userAccount/${owner.accountId}/invitations`, {
      email: member.email,
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: 'validation.alreadyMember' });
    const bad = await as(owner).post(`/userAccount/${owner.accountId}/invitations`, {
      email: 'no-es-email',
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'role']);
  });

  it('the owner changes a role and removes a member, who then loses the account', async () => {
    const { owner, member } = await accountWithMember('invite');
    const promoted = await as(owner).put(`/userAccount/${owner.accountId}/${member.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin', status: 'active' });
    const removed = await as(owner).delete(`/userAccount/${owner.accountId}/${member.id}`);
    expect(removed.statusCode).toBe(200);
    const members = (await as(owner).get(`/userAccount/${owner.accountId}/members`)).json();
    expect(members.map((m: { userId: string }) => m.userId)).toEqual([owner.id]);
    const reach = await as(member).get(`/settlements?userAccountId=${owner.accountId}`);
    expect(reach.statusCode).toBe(404);
    expect((await as(owner).delete(`/userAccount/${owner.accountId}/${member.id}`)).statusCode).toBe(404);
    expect((await as(owner).delete(`/userAccount/${owner.accountId}/${owner.id}`)).statusCode).toBe(409);
  });

  it('a member leaves; the owner cannot leave before transferring', async () => {
    const { owner, member } = await accountWithMember();
    expect((await as(owner).post(`/userAccount/${owner.accountId}/leave`)).statusCode).toBe(409);
    expect((await as(member).post(`/userAccount/${owner.accountId}/leave`)).statusCode).toBe(200);
    const accounts = (await as(member).get(`/userAccount/${member.id}`)).json();
    expect(accounts.map((a: { _id: string }) => a._id)).toEqual([member.accountId]);
    expect((await as(member).post(`/userAccount/${owner.accountId}/leave`)).statusCode).toBe(404);
  });

  it('the owner transfers the account to an active member and stays on as admin', async () => {
    const { owner, member } = await accountWithMember();
    const outsider = await createUser(ctx);
    const notMember = await as(owner).put(`/userAccount/${owner.accountId}/owner`, { userId: outsider.id });
    expect(notMember.statusCode).toBe(409);
    expect(notMember.json().errors).toEqual({ userId: 'validation.notAMember' });
    const moved = await as(owner).put(`/userAccount/${owner.accountId}/owner`, { userId: member.id });
    expect(moved.json()).toMatchObject({ _id: owner.accountId, ownerId: member.id });
    const members = (await as(member).get(`/userAccount/${owner.accountId}/members`)).json();
    expect(members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [member.id, 'owner'],
      [owner.id, 'admin'],
    ]);
    // The former owner is a member now: he may leave, and may no longer manage it.
    expect((await as(owner).get(`/userAccount/${owner.accountId}/members`)).statusCode).toBe(403);
    expect((await as(owner).post(`/userAccount/${owner.accountId}/leave`)).statusCode).toBe(200);
  });

  it('roles: a plain member or an admin of the account manages nothing (403)', async () => {
    const { owner, member } = await accountWithMember('admin');
    const attempts = await Promise.all([
      as(member).get(`/userAccount/${owner.accountId}/members`),
      as(member).post(`/userAccount/${owner.accountId}/invitations`, { email: owner.email, role: 'invite' }),
      as(member).delete(`/userAccount/${owner.accountId}/${owner.id}`),
      as(member).put(`/userAccount/${owner.accountId}/owner`, { userId: member.id }),
    ]);
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('isolation: a member of another account gets 404 and learns nothing', async () => {
    const { owner, member } = await accountWithMember();
    const stranger = await createUser(ctx);
    const attempts = await Promise.all([
      as(stranger).get(`/userAccount/${owner.accountId}/members`),
      as(stranger).post(`/userAccount/${owner.accountId}/invitations`, {
        email: stranger.email,
        role: 'admin',
      }),
      as(stranger).delete(`/userAccount/${owner.accountId}/${member.id}`),
      as(stranger).post(`/userAccount/${owner.accountId}/leave`),
      as(stranger).put(`/userAccount/${owner.accountId}/owner`, { userId: stranger.id }),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(member.email);
    }
    const members = (await as(owner).get(`/userAccount/${owner.accountId}/members`)).json();
    expect(members.map((m: { userId: string }) => m.userId)).toEqual([owner.id, member.id]);
  });

  it('a superadmin may see and manage any account’s members; each change is in the audit log', async () => {
    const { owner, member } = await accountWithMember();
    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    expect((await as(superadmin).get(`/userAccount/${owner.accountId}/members`)).json()).toHaveLength(2);
    await as(superadmin).put(`/userAccount/${owner.accountId}/${member.id}`, { role: 'admin' });
    await as(superadmin).put(`/userAccount/${owner.accountId}/owner`, { userId: member.id });
    expect((await as(superadmin).delete(`/userAccount/${owner.accountId}/${owner.id}`)).statusCode).toBe(200);
    const audit = (
      await as(superadmin).get(`/audit?subjectType=account&subjectId=${owner.accountId}`)
    ).json();
    const entries = audit.items.map((e: { action: string; before: unknown; after: unknown }) => [
      e.action,
      e.before,
      e.after,
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        [
          'account.member.update',
          { userId: member.id, role: 'invite', active: true },
          { userId: member.id, role: 'admin', active: true },
        ],
        ['account.owner.transfer', { ownerId: owner.id }, { ownerId: member.id }],
        ['account.member.remove', { userId: owner.id, role: 'admin', active: true }, null],
      ]),
    );
    expect(audit.items.every((e: { actorId: string }) => e.actorId === superadmin.id)).toBe(true);
  });

  it('an owner’s changes to his own account are not console actions: nothing is audited', async () => {
    const { owner, member } = await accountWithMember();
    await as(owner).delete(`/userAccount/${owner.accountId}/${member.id}`);
    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    const audit = (
      await as(superadmin).get(`/audit?subjectType=account&subjectId=${owner.accountId}`)
    ).json();
    expect(audit.total).toBe(0);
  });
});
