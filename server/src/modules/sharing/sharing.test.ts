import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../../db/object-id';
import { DIALECTS } from '../../../test/database';
import {
  call,
  createSettlement,
  createTestApp,
  createUser,
  login,
  type TestContext,
  type TestUser,
} from '../../../test/app';

describe.each(DIALECTS)('settlement sharing on %s', (dialect) => {
  let ctx: TestContext;
  let owner: TestUser;
  let settlementId: string;
  let otherSettlementId: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    owner = await createUser(ctx);
    settlementId = await createSettlement(ctx, owner, 'La Compartida');
    otherSettlementId = await createSettlement(ctx, owner, 'La Privada');
  });
  afterAll(() => ctx.close());

  const lastMailTo = async (email: string) => {
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .execute();
    return mails[0]!;
  };
  const linkIn = (text: string) => new URL(text.match(/http\S+/)![0]);

  it('a registered user accepts and sees only the shared settlement', async () => {
    const guest = await createUser(ctx, { tags: [] });
    const sent = await call(ctx.app, 'GET', `/api/v1/users/invite/${settlementId}/${guest.email}/invite`, {
      token: owner.token,
    });
    expect(sent.statusCode).toBe(200);
    const link = linkIn((await lastMailTo(guest.email)).body_text);
    expect(link.pathname).toBe('/addinvite');
    expect(link.searchParams.get('settlement')).toBe(settlementId);
    expect(link.searchParams.get('user')).toBe(owner.id);

    const accepted = await call(ctx.app, 'PUT', `/api/v1/users/addinvite/${settlementId}/${owner.id}`, {
      token: guest.token,
    });
    expect(accepted.json()).toEqual({
      settlementId,
      accountId: owner.accountId,
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
    ).toEqual([guest.accountId, owner.accountId].sort());
    const seen = await call(ctx.app, 'GET', `/api/v1/settlements?userAccountId=${owner.accountId}`, {
      token: guest.token,
    });
    expect(seen.json().map((s: { name: string }) => s.name)).toEqual(['La Compartida']);
    const hidden = await call(
      ctx.app,
      'GET',
      `/api/v1/settlements/${otherSettlementId}?userAccountId=${owner.accountId}`,
      {
        token: guest.token,
      },
    );
    expect(hidden.statusCode).toBe(404);

    const list = await call(ctx.app, 'GET', `/api/v1/users/sharedBySettlement/${settlementId}`, {
      token: owner.token,
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
    const again = await call(ctx.app, 'GET', `/api/v1/users/invite/${settlementId}/${guest.email}/admin`, {
      token: owner.token,
    });
    expect(again.statusCode).toBe(409);
  });

  it('someone new signs up from the link: no tags, no account of his own, only the shared settlement', async () => {
    const email = `nuevo-${newObjectId().slice(-6)}@example.com`;
    await call(ctx.app, 'GET', `/api/v1/users/invite/${settlementId}/${email}/admin`, { token: owner.token });
    const invite = { settlementId, userId: owner.id };
    const wrongEmail = await call(ctx.app, 'POST', '/api/v1/users', {
      body: { email: 'someone-else@example.com', password: 'a good password', name: 'Otro Usuario', invite },
    });
    expect(wrongEmail.statusCode).toBe(404);

    const signUp = await call(ctx.app, 'POST', '/api/v1/users', {
      body: { email, password: 'a good password', name: 'Peón Invitado', invite },
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().tags).toEqual([]);
    const { accessToken, user } = await login(ctx.app, email, 'a good password');
    const accounts = await call(ctx.app, 'GET', `/api/v1/userAccount/${user._id}?active=true`, {
      token: accessToken,
    });
    expect(accounts.json().map((a: { _id: string }) => a._id)).toEqual([owner.accountId]);
    const seen = await call(ctx.app, 'GET', '/api/v1/settlements', { token: accessToken });
    expect(seen.json().map((s: { name: string }) => s.name)).toEqual(['La Compartida']);
  });

  it('only whoever manages the account shares it; others get 403 or 404', async () => {
    const stranger = await createUser(ctx);
    const strangerTry = await call(
      ctx.app,
      'GET',
      `/api/v1/users/invite/${settlementId}/x@example.com/admin`,
      {
        token: stranger.token,
      },
    );
    expect(strangerTry.statusCode).toBe(404);
    expect(
      (
        await call(ctx.app, 'GET', `/api/v1/users/sharedBySettlement/${settlementId}`, {
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);

    const viewer = await createUser(ctx, { tags: [] });
    await call(ctx.app, 'GET', `/api/v1/users/invite/${settlementId}/${viewer.email}/invite`, {
      token: owner.token,
    });
    await call(ctx.app, 'PUT', `/api/v1/users/addinvite/${settlementId}/${owner.id}`, {
      token: viewer.token,
    });
    const reshare = await call(ctx.app, 'GET', `/api/v1/users/invite/${settlementId}/y@example.com/admin`, {
      token: viewer.token,
    });
    expect(reshare.statusCode).toBe(403);
  });

  it('an invitation works only for the email it was sent to', async () => {
    const intruder = await createUser(ctx);
    const response = await call(ctx.app, 'PUT', `/api/v1/users/addinvite/${settlementId}/${owner.id}`, {
      token: intruder.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('invitation not found');
  });

  it('a pending invitation can be withdrawn by who manages the settlement; its link then stops working', async () => {
    const guest = await createUser(ctx, { tags: [] });
    await call(ctx.app, 'GET', `/api/v1/users/invite/${settlementId}/${guest.email}/admin`, {
      token: owner.token,
    });
    const listed = async () =>
      (
        await call(ctx.app, 'GET', `/api/v1/users/sharedBySettlement/${settlementId}`, { token: owner.token })
      ).json() as { email: string; status: string; inviteId: string | null }[];
    const pending = (await listed()).find((row) => row.email === guest.email)!;
    expect(pending).toMatchObject({ status: 'pending', inviteId: expect.stringMatching(/^[a-f0-9]{24}$/) });
    const path = `/api/v1/users/sharedBySettlement/${settlementId}/invites/${pending.inviteId}`;

    const stranger = await createUser(ctx);
    expect((await call(ctx.app, 'DELETE', path, { token: stranger.token })).statusCode).toBe(404);
    expect(
      (
        await call(
          ctx.app,
          'DELETE',
          `/api/v1/users/sharedBySettlement/${otherSettlementId}/invites/${pending.inviteId}`,
          {
            token: owner.token,
          },
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(ctx.app, 'DELETE', path, { token: owner.token })).statusCode).toBe(200);
    expect((await listed()).some((row) => row.email === guest.email)).toBe(false);
    expect((await call(ctx.app, 'DELETE', path, { token: owner.token })).statusCode).toBe(404);

    const accept = await call(ctx.app, 'PUT', `/api/v1/users/addinvite/${settlementId}/${owner.id}`, {
      token: guest.token,
    });
    expect(accept.statusCode).toBe(404);
    expect(accept.json().message).toBe('invitation not found');
  });

  it('names the settlement and the inviter to the invitee only, before he accepts', async () => {
    const guest = await createUser(ctx, { tags: [] });
    const stranger = await createUser(ctx, { tags: [] });
    await call(ctx.app, 'GET', `/api/v1/users/invite/${settlementId}/${guest.email}/admin`, {
      token: owner.token,
    });
    const path = `/api/v1/users/addinvite/${settlementId}/${owner.id}`;
    const inviter = await ctx.database.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();

    const preview = await call(ctx.app, 'GET', path, { token: guest.token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      settlementId,
      settlementName: 'La Compartida',
      inviterName: inviter.name,
      role: 'admin',
    });

    const notTheInvitee = await call(ctx.app, 'GET', path, { token: stranger.token });
    expect(notTheInvitee.statusCode).toBe(404);
    const anotherSettlement = await call(
      ctx.app,
      'GET',
      `/api/v1/users/addinvite/${otherSettlementId}/${owner.id}`,
      { token: guest.token },
    );
    expect(anotherSettlement.statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', path)).statusCode).toBe(401);
  });
});
