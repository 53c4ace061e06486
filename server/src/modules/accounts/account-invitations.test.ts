import { beforeAll, expect, it } from 'vitest';
import { newObjectId } from '../../db/object-id';
import { apiAs, call, createSettlement, createUser, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { lastMailTo, linkIn, mailsTo } from '../../../test/outbox';

describeWithApp('invitations to join an account on %s', { owner: true }, (ctx) => {
  beforeAll(async () => {
    await createSettlement(ctx, ctx.owner, 'Campo del Dueño');
  });

  /** The owner adds the user to his account: an invitation, answered by the mailed link (`invitation`, `token`). */
  async function invite(user: TestUser, role: 'admin' | 'invite' = 'admin') {
    const response = await apiAs(ctx, ctx.owner).put(
      `/api/v1/userAccount/${ctx.owner.accountId}/${user.id}`,
      {
        role,
      },
    );
    expect(response.json()).toEqual({
      accountId: ctx.owner.accountId,
      userId: user.id,
      role,
      active: false,
      status: 'pending',
    });
    const link = linkIn((await lastMailTo(ctx, user.email)).body_text);
    return { id: link.searchParams.get('invitation')!, token: link.searchParams.get('token')!, link };
  }

  /** The owner's account name, as the fixtures give it. */
  const waitingName = () => ctx.owner.user.name.replace('Usuario', 'Cuenta');

  /** What the user sees of his accounts and works on by default. */
  async function viewOf(user: TestUser) {
    const api = apiAs(ctx, user);
    const accounts = await api.get(`/api/v1/userAccount/${user.id}?active=true`);
    const settlements = await api.get('/api/v1/settlements');
    const foreign = await api.get(`/api/v1/settlements?userAccountId=${ctx.owner.accountId}`);
    return {
      accounts: accounts.json().map((account: { _id: string }) => account._id),
      defaultAccount: [settlements.statusCode, settlements.json()],
      foreign: foreign.statusCode,
    };
  }

  it('adding a member only invites him: nothing changes for him until he accepts', async () => {
    const member = await createUser(ctx);
    await createSettlement(ctx, member, 'Campo Propio');
    const before = await viewOf(member);
    expect(before).toEqual({
      accounts: [member.accountId],
      defaultAccount: [200, [expect.objectContaining({ name: 'Campo Propio' })]],
      foreign: 404,
    });

    const invitation = await invite(member, 'invite');
    expect(invitation.link.pathname).toBe('/account-invite');
    const mail = await lastMailTo(ctx, member.email);
    expect(mail.subject).toBe(`Tropero: ${ctx.owner.user.name} te invita a la cuenta ${waitingName()}`);
    expect(await viewOf(member)).toEqual(before);

    const waiting = await apiAs(ctx, member).get('/api/v1/accountInvitations');
    expect(waiting.json()).toEqual([
      {
        _id: invitation.id,
        accountId: ctx.owner.accountId,
        accountName: waitingName(),
        inviterName: ctx.owner.user.name,
        role: 'invite',
        createdAt: expect.any(String),
      },
    ]);
    const listed = await apiAs(ctx, ctx.owner).get(`/api/v1/userAccount/${ctx.owner.accountId}/invitations`);
    expect(listed.json()).toEqual([
      {
        _id: invitation.id,
        email: member.email,
        role: 'invite',
        createdAt: expect.any(String),
      },
    ]);

    const accepted = await apiAs(ctx, member).put(`/api/v1/accountInvitations/${invitation.id}`, {
      answer: 'accept',
    });
    expect(accepted.json()).toEqual({ accountId: ctx.owner.accountId, answer: 'accept' });
    const after = await viewOf(member);
    expect(after.accounts.sort()).toEqual([member.accountId, ctx.owner.accountId].sort());
    // Two accounts now, by his own choice: requests must say which one.
    expect(after.defaultAccount[0]).toBe(400);
    expect(after.foreign).toBe(200);
    expect((await apiAs(ctx, member).get('/api/v1/accountInvitations')).json()).toEqual([]);
    expect(
      (await apiAs(ctx, ctx.owner).get(`/api/v1/userAccount/${ctx.owner.accountId}/invitations`)).json(),
    ).toEqual([]);
  });

  it('he declines in the app: the invitation is gone and nothing changed', async () => {
    const member = await createUser(ctx);
    const before = await viewOf(member);
    const invitation = await invite(member);
    const declined = await apiAs(ctx, member).put(`/api/v1/accountInvitations/${invitation.id}`, {
      answer: 'decline',
    });
    expect(declined.json()).toEqual({ accountId: ctx.owner.accountId, answer: 'decline' });
    expect(await viewOf(member)).toEqual(before);
    const again = await apiAs(ctx, member).put(`/api/v1/accountInvitations/${invitation.id}`, {
      answer: 'accept',
    });
    expect(again.statusCode).toBe(404);
    expect(
      (
        await call(ctx.app, 'PUT', `/api/v1/accountInvitations/${invitation.id}/link`, {
          body: { answer: 'accept', token: invitation.token },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('he answers from the mailed link without logging in; the link works once', async () => {
    const member = await createUser(ctx);
    const invitation = await invite(member);
    const path = `/api/v1/accountInvitations/${invitation.id}/link`;
    const preview = await call(ctx.app, 'GET', `${path}?token=${invitation.token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      accountId: ctx.owner.accountId,
      accountName: expect.any(String),
      inviterName: ctx.owner.user.name,
      role: 'admin',
    });
    const forged = await call(ctx.app, 'PUT', path, { body: { answer: 'accept', token: 'forged' } });
    expect(forged.statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `${path}?token=forged`)).statusCode).toBe(404);

    const accepted = await call(ctx.app, 'PUT', path, {
      body: { answer: 'accept', token: invitation.token },
    });
    expect(accepted.json()).toEqual({ accountId: ctx.owner.accountId, answer: 'accept' });
    expect((await viewOf(member)).accounts).toContain(ctx.owner.accountId);
    const member2 = await apiAs(ctx, member).get(`/api/v1/settlements?userAccountId=${ctx.owner.accountId}`);
    expect(member2.json().map((s: { name: string }) => s.name)).toEqual(['Campo del Dueño']);
    const reused = await call(ctx.app, 'PUT', path, { body: { answer: 'decline', token: invitation.token } });
    expect(reused.statusCode).toBe(404);
  });

  it('he declines from the mailed link', async () => {
    const member = await createUser(ctx);
    const before = await viewOf(member);
    const invitation = await invite(member);
    const declined = await call(ctx.app, 'PUT', `/api/v1/accountInvitations/${invitation.id}/link`, {
      body: { answer: 'decline', token: invitation.token },
      xsrf: false,
    });
    expect(declined.statusCode).toBe(200);
    expect(await viewOf(member)).toEqual(before);
  });

  it('inviting again keeps one invitation, with a new secret: the old link stops working', async () => {
    const member = await createUser(ctx);
    const first = await invite(member, 'invite');
    const second = await invite(member, 'admin');
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    const old = await call(
      ctx.app,
      'GET',
      `/api/v1/accountInvitations/${first.id}/link?token=${first.token}`,
    );
    expect(old.statusCode).toBe(404);
    const waiting = (await apiAs(ctx, member).get('/api/v1/accountInvitations')).json();
    expect(waiting).toEqual([expect.objectContaining({ _id: first.id, role: 'admin' })]);
  });

  it('a stranger cannot see or answer someone else’s invitation', async () => {
    const member = await createUser(ctx);
    const stranger = await createUser(ctx);
    const invitation = await invite(member);
    const api = apiAs(ctx, stranger);
    expect((await api.get('/api/v1/accountInvitations')).json()).toEqual([]);
    for (const answer of ['accept', 'decline']) {
      const response = await api.put(`/api/v1/accountInvitations/${invitation.id}`, { answer });
      expect(response.statusCode).toBe(404);
    }
    const unknown = await api.put(`/api/v1/accountInvitations/${newObjectId()}`, { answer: 'accept' });
    expect(unknown.statusCode).toBe(404);
    expect((await viewOf(stranger)).accounts).toEqual([stranger.accountId]);
    // Still there for him.
    expect((await apiAs(ctx, member).get('/api/v1/accountInvitations')).json()).toHaveLength(1);
  });

  it('only the account’s owner (or a superadmin) reads and withdraws its invitations', async () => {
    const member = await createUser(ctx);
    const invitation = await invite(member);
    const otherOwner = await createUser(ctx);
    const list = `/api/v1/userAccount/${ctx.owner.accountId}/invitations`;
    const withdraw = `${list}/${invitation.id}`;

    expect((await apiAs(ctx, otherOwner).get(list)).statusCode).toBe(404);
    expect((await apiAs(ctx, otherOwner).delete(withdraw)).statusCode).toBe(404);
    // Through his own account, another account's invitation is not found either.
    const viaOwn = `/api/v1/userAccount/${otherOwner.accountId}/invitations/${invitation.id}`;
    expect((await apiAs(ctx, otherOwner).delete(viaOwn)).statusCode).toBe(404);
    // The invitee himself does not manage the account.
    expect((await apiAs(ctx, member).get(list)).statusCode).toBe(404);

    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    expect((await apiAs(ctx, superadmin).get(list)).json()).toContainEqual(
      expect.objectContaining({ _id: invitation.id }),
    );

    expect((await apiAs(ctx, ctx.owner).delete(withdraw)).statusCode).toBe(200);
    expect((await apiAs(ctx, ctx.owner).delete(withdraw)).statusCode).toBe(404);
    expect((await apiAs(ctx, member).get('/api/v1/accountInvitations')).json()).toEqual([]);
    const link = await call(ctx.app, 'PUT', `/api/v1/accountInvitations/${invitation.id}/link`, {
      body: { answer: 'accept', token: invitation.token },
    });
    expect(link.statusCode).toBe(404);
  });

  it('a member who does not own the account cannot invite or read its invitations', async () => {
    const admin = await createUser(ctx);
    const adminInvitation = await invite(admin, 'admin');
    await apiAs(ctx, admin).put(`/api/v1/accountInvitations/${adminInvitation.id}`, { answer: 'accept' });
    const target = await createUser(ctx);
    const api = apiAs(ctx, admin);
    expect(
      (await api.put(`/api/v1/userAccount/${ctx.owner.accountId}/${target.id}`, { role: 'admin' }))
        .statusCode,
    ).toBe(403);
    expect((await api.get(`/api/v1/userAccount/${ctx.owner.accountId}/invitations`)).statusCode).toBe(403);
    expect(await mailsTo(ctx, target.email)).toHaveLength(0);
  });

  it('deactivating someone who is not a member is refused; unknown users answer 404', async () => {
    const user = await createUser(ctx);
    const api = apiAs(ctx, ctx.owner);
    const deactivate = await api.put(`/api/v1/userAccount/${ctx.owner.accountId}/${user.id}`, {
      role: 'invite',
      active: false,
    });
    expect(deactivate.statusCode).toBe(409);
    const unknown = await api.put(`/api/v1/userAccount/${ctx.owner.accountId}/${newObjectId()}`, {
      role: 'invite',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await mailsTo(ctx, user.email)).toHaveLength(0);
  });

  it('the mail is in the invitee’s language', async () => {
    const member = await createUser(ctx);
    await apiAs(ctx, member).put(`/api/v1/users/language/${member.id}`, { language: 'en_US' });
    await invite(member, 'invite');
    const mail = await lastMailTo(ctx, member.email);
    expect(mail.subject).toMatch(/^Tropero: .+ invites you to the account /);
    expect(mail.body_text).toContain('to look at its data');
  });
});
