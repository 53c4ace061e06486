import { beforeAll, expect, it } from 'vitest';
import { newObjectId } from '../../db/object-id';
import { call, createSettlement, createUser, login } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { lastMailTo, linkIn, mailsTo } from '../../../test/outbox';

describeWithApp('settlement sharing on %s', { settlement: 'La Compartida' }, (ctx) => {
  let otherSettlementId: string;

  beforeAll(async () => {
    otherSettlementId = await createSettlement(ctx, ctx.owner, 'La Privada');
  });

  /** Sends an invitation and reads its link from the mail: the pair of spec §2 and the secret. */
  async function inviteByMail(email: string, role: 'admin' | 'invite' = 'invite') {
    const sent = await call(ctx.app, 'GET', `/api/v1/users/invite/${ctx.settlementId}/${email}/${role}`, {
      token: ctx.owner.token,
    });
    expect(sent.statusCode).toBe(200);
    const link = linkIn((await lastMailTo(ctx, email)).body_text);
    return { link, token: link.searchParams.get('token')! };
  }
  const acceptPath = () => `/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`;

  it('a registered user accepts and sees only the shared settlement', async () => {
    const guest = await createUser(ctx, { tags: [] });
    const { link } = await inviteByMail(guest.email);
    expect(link.pathname).toBe('/addinvite');
    expect(link.searchParams.get('settlement')).toBe(ctx.settlementId);
    expect(link.searchParams.get('user')).toBe(ctx.owner.id);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

    const accepted = await call(
      ctx.app,
      'PUT',
      `/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`,
      {
        token: guest.token,
      },
    );
    expect(accepted.json()).toEqual({
      settlementId: ctx.settlementId,
      accountId: ctx.owner.accountId,
      name: 'La Compartida',
      role: 'invite',
    });

    const accounts = await call(ctx.app, 'GET', `/api/v1/userAccount/${guest.id}?active=true`, {
      token: guest.token,
    });
    expect(
      accounts
        .json()
        .map((a: { _id: string }) => a._id)
        .sort(),
    ).toEqual([guest.accountId, ctx.owner.accountId].sort());
    const seen = await call(ctx.app, 'GET', `/api/v1/settlements?userAccountId=${ctx.owner.accountId}`, {
      token: guest.token,
    });
    expect(seen.json().map((s: { name: string }) => s.name)).toEqual(['La Compartida']);
    const hidden = await call(
      ctx.app,
      'GET',
      `/api/v1/settlements/${otherSettlementId}?userAccountId=${ctx.owner.accountId}`,
      {
        token: guest.token,
      },
    );
    expect(hidden.statusCode).toBe(404);

    const list = await call(ctx.app, 'GET', `/api/v1/users/sharedBySettlement/${ctx.settlementId}`, {
      token: ctx.owner.token,
    });
    expect(list.json()).toEqual([
      {
        _id: guest.id,
        inviteId: null,
        email: guest.email,
        name: expect.any(String),
        role: 'invite',
        status: 'active',
      },
    ]);
    const again = await call(
      ctx.app,
      'GET',
      `/api/v1/users/invite/${ctx.settlementId}/${guest.email}/admin`,
      {
        token: ctx.owner.token,
      },
    );
    expect(again.statusCode).toBe(409);
  });

  it('someone new signs up from the link with its secret: no tags, no account of his own, only the shared settlement', async () => {
    const email = `nuevo-${newObjectId().slice(-6)}@example.com`;
    const { token } = await inviteByMail(email, 'admin');
    const invite = { settlementId: ctx.settlementId, userId: ctx.owner.id, token };
    const wrongEmail = await call(ctx.app, 'POST', '/api/v1/users', {
      body: { email: 'someone-else@example.com', password: 'a good password', name: 'Otro Usuario', invite },
    });
    expect(wrongEmail.statusCode).toBe(404);
    const wrongToken = await call(ctx.app, 'POST', '/api/v1/users', {
      body: {
        email,
        password: 'a good password',
        name: 'Peón Invitado',
        invite: { ...invite, token: 'forged' },
      },
    });
    expect(wrongToken.statusCode).toBe(404);

    const mailsBefore = (await mailsTo(ctx, email)).length;
    const signUp = await call(ctx.app, 'POST', '/api/v1/users', {
      body: { email, password: 'a good password', name: 'Peón Invitado', invite },
    });
    expect(signUp.statusCode).toBe(202);
    const { accessToken, user } = await login(ctx.app, email, 'a good password');
    // The secret reached his mailbox: his email is verified, no further mail needed.
    expect(user).toMatchObject({ tags: [], emailVerified: true });
    expect(await mailsTo(ctx, email)).toHaveLength(mailsBefore);
    const accounts = await call(ctx.app, 'GET', `/api/v1/userAccount/${user._id}?active=true`, {
      token: accessToken,
    });
    expect(accounts.json().map((a: { _id: string }) => a._id)).toEqual([ctx.owner.accountId]);
    const seen = await call(ctx.app, 'GET', '/api/v1/settlements', { token: accessToken });
    expect(seen.json().map((s: { name: string }) => s.name)).toEqual(['La Compartida']);
    // The secret worked once.
    const again = await call(ctx.app, 'PUT', acceptPath(), { token: accessToken, body: { token } });
    expect(again.statusCode).toBe(404);
  });

  it('whoever signs up first with the invited email gets nothing without the secret until the email is verified', async () => {
    const email = `disputado-${newObjectId().slice(-6)}@example.com`;
    const { token } = await inviteByMail(email, 'admin');
    // The pair of spec §2 alone (ids seen in a link), without its secret.
    const signUp = await call(ctx.app, 'POST', '/api/v1/users', {
      body: {
        email,
        password: 'a good password',
        name: 'Primero Llegado',
        invite: { settlementId: ctx.settlementId, userId: ctx.owner.id },
      },
    });
    expect(signUp.statusCode).toBe(202);
    // Nothing opens before the email is verified: not even the login (it mails a new link).
    const early = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email, password: 'a good password' },
    });
    expect(early.statusCode).toBe(401);

    // Whoever reads that mailbox verifies the email; then the invitation opens without the secret.
    const verification = linkIn((await lastMailTo(ctx, email)).body_text);
    expect(verification.pathname).toBe('/verify-email');
    const userId = verification.searchParams.get('id')!;
    await call(ctx.app, 'PUT', `/api/v1/users/verify-email/${userId}`, {
      body: { token: verification.searchParams.get('token') },
    });
    const { accessToken: verified, user } = await login(ctx.app, email, 'a good password');
    expect(user).toMatchObject({ _id: userId, tags: [], emailVerified: true });
    const accounts = await call(ctx.app, 'GET', `/api/v1/userAccount/${user._id}?active=true`, {
      token: verified,
    });
    expect(accounts.json()).toEqual([]);
    const forged = await call(ctx.app, 'PUT', acceptPath(), { token: verified, body: { token: 'forged' } });
    expect(forged.statusCode).toBe(404);
    expect(
      (
        await call(
          ctx.app,
          'GET',
          `/api/v1/settlements/${ctx.settlementId}?userAccountId=${ctx.owner.accountId}`,
          {
            token: verified,
          },
        )
      ).statusCode,
    ).toBe(404);
    const preview = await call(ctx.app, 'GET', acceptPath(), { token: verified });
    expect(preview.json()).toMatchObject({ settlementName: 'La Compartida', role: 'admin' });
    const accepted = await call(ctx.app, 'PUT', acceptPath(), { token: verified });
    expect(accepted.json()).toMatchObject({ settlementId: ctx.settlementId, accountId: ctx.owner.accountId });
    expect((await call(ctx.app, 'PUT', acceptPath(), { token: verified, body: { token } })).statusCode).toBe(
      404,
    );
  });

  it('a registered user whose email is not verified opens the invitation with its secret only', async () => {
    const guest = await createUser(ctx, { tags: [], verified: false });
    const { token } = await inviteByMail(guest.email);
    expect((await call(ctx.app, 'PUT', acceptPath(), { token: guest.token })).statusCode).toBe(403);
    const preview = await call(ctx.app, 'GET', `${acceptPath()}?token=${token}`, { token: guest.token });
    expect(preview.json()).toMatchObject({ settlementName: 'La Compartida' });
    const accepted = await call(ctx.app, 'PUT', acceptPath(), { token: guest.token, body: { token } });
    expect(accepted.statusCode).toBe(200);
    const reused = await call(ctx.app, 'PUT', acceptPath(), { token: guest.token, body: { token } });
    expect(reused.statusCode).toBe(404);
  });

  it('the secret opens the invitation only for the email it was sent to', async () => {
    const guest = await createUser(ctx, { tags: [] });
    const intruder = await createUser(ctx, { tags: [] });
    const { token } = await inviteByMail(guest.email);
    const stolen = await call(ctx.app, 'PUT', acceptPath(), { token: intruder.token, body: { token } });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `${acceptPath()}?token=${token}`, { token: intruder.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'PUT', acceptPath(), { token: guest.token, body: { token } })).statusCode,
    ).toBe(200);
  });

  it('only whoever manages the account shares it; others get 403 or 404', async () => {
    const stranger = await createUser(ctx);
    const strangerTry = await call(
      ctx.app,
      'GET',
      `/api/v1/users/invite/${ctx.settlementId}/x@example.com/admin`,
      {
        token: stranger.token,
      },
    );
    expect(strangerTry.statusCode).toBe(404);
    expect(
      (
        await call(ctx.app, 'GET', `/api/v1/users/sharedBySettlement/${ctx.settlementId}`, {
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);

    const viewer = await createUser(ctx, { tags: [] });
    await call(ctx.app, 'GET', `/api/v1/users/invite/${ctx.settlementId}/${viewer.email}/invite`, {
      token: ctx.owner.token,
    });
    await call(ctx.app, 'PUT', `/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`, {
      token: viewer.token,
    });
    const reshare = await call(
      ctx.app,
      'GET',
      `/api/v1/users/invite/${ctx.settlementId}/y@example.com/admin`,
      {
        token: viewer.token,
      },
    );
    expect(reshare.statusCode).toBe(403);
  });

  it('an invitation works only for the email it was sent to', async () => {
    const intruder = await createUser(ctx);
    const response = await call(
      ctx.app,
      'PUT',
      `/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`,
      {
        token: intruder.token,
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('invitation not found');
  });

  it('a pending invitation can be withdrawn by who manages the settlement; its link then stops working', async () => {
    const guest = await createUser(ctx, { tags: [] });
    await call(ctx.app, 'GET', `/api/v1/users/invite/${ctx.settlementId}/${guest.email}/admin`, {
      token: ctx.owner.token,
    });
    const listed = async () =>
      (
        await call(ctx.app, 'GET', `/api/v1/users/sharedBySettlement/${ctx.settlementId}`, {
          token: ctx.owner.token,
        })
      ).json() as { email: string; status: string; inviteId: string | null }[];
    const pending = (await listed()).find((row) => row.email === guest.email)!;
    expect(pending).toMatchObject({ status: 'pending', inviteId: expect.stringMatching(/^[a-f0-9]{24}$/) });
    const path = `/api/v1/users/sharedBySettlement/${ctx.settlementId}/invites/${pending.inviteId}`;

    const stranger = await createUser(ctx);
    expect((await call(ctx.app, 'DELETE', path, { token: stranger.token })).statusCode).toBe(404);
    expect(
      (
        await call(
          ctx.app,
          'DELETE',
          `/api/v1/users/sharedBySettlement/${otherSettlementId}/invites/${pending.inviteId}`,
          {
            token: ctx.owner.token,
          },
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(ctx.app, 'DELETE', path, { token: ctx.owner.token })).statusCode).toBe(200);
    expect((await listed()).some((row) => row.email === guest.email)).toBe(false);
    expect((await call(ctx.app, 'DELETE', path, { token: ctx.owner.token })).statusCode).toBe(404);

    const accept = await call(ctx.app, 'PUT', `/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`, {
      token: guest.token,
    });
    expect(accept.statusCode).toBe(404);
    expect(accept.json().message).toBe('invitation not found');
  });

  it('names the settlement and the inviter to the invitee only, before he accepts', async () => {
    const guest = await createUser(ctx, { tags: [] });
    const stranger = await createUser(ctx, { tags: [] });
    await call(ctx.app, 'GET', `/api/v1/users/invite/${ctx.settlementId}/${guest.email}/admin`, {
      token: ctx.owner.token,
    });
    const path = `/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`;
    const inviter = await ctx.database.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', ctx.owner.id)
      .executeTakeFirstOrThrow();

    const preview = await call(ctx.app, 'GET', path, { token: guest.token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      settlementId: ctx.settlementId,
      settlementName: 'La Compartida',
      inviterName: inviter.name,
      role: 'admin',
    });

    const notTheInvitee = await call(ctx.app, 'GET', path, { token: stranger.token });
    expect(notTheInvitee.statusCode).toBe(404);
    const anotherSettlement = await call(
      ctx.app,
      'GET',
      `/api/v1/users/addinvite/${otherSettlementId}/${ctx.owner.id}`,
      { token: guest.token },
    );
    expect(anotherSettlement.statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', path)).statusCode).toBe(401);
  });
});
