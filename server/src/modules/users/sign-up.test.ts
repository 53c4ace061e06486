import { expect, it } from 'vitest';
import { newObjectId } from '../../db/object-id';
import { call, createUser, login, PASSWORD } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { lastMailTo, linkIn, mailsTo } from '../../../test/outbox';

describeWithApp('sign-up and email verification on %s', {}, (ctx) => {
  const newEmail = () => `nuevo-${newObjectId().slice(-8)}@example.com`;
  const signUp = (body: Record<string, unknown>) =>
    call(ctx.app, 'POST', '/api/v1/users', { body, xsrf: false });
  const me = async (token: string, id: string) =>
    (await call(ctx.app, 'GET', `/api/v1/users/${id}`, { token })).json();

  it('creates the user with the admin tag and his own FREE account, and mails a link to verify his email', async () => {
    const body = {
      email: 'Rancher@Example.com',
      password: 'a good password',
      name: 'Juan Pérez',
      language: 'pt_BR',
    };
    const response = await signUp(body);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'check your email to go on' });

    // Until the email is verified the login answers like a wrong password (see the next test).
    const early = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email: 'rancher@example.com', password: 'a good password' },
    });
    expect(early.statusCode).toBe(401);

    const mail = (await mailsTo(ctx, 'rancher@example.com'))[0]!;
    expect(mail.subject).toBe('Tropero: confirme seu e-mail');
    const link = linkIn(mail.body_text);
    expect(link.pathname).toBe('/verify-email');
    const id = link.searchParams.get('id')!;
    const token = link.searchParams.get('token')!;

    const verify = (userId: string, secret: string) =>
      call(ctx.app, 'PUT', `/api/v1/users/verify-email/${userId}`, { body: { token: secret }, xsrf: false });
    const forged = await verify(id, 'forged');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('verification link is invalid or expired');
    const otherUser = await createUser(ctx, { verified: false });
    expect((await verify(otherUser.id, token)).statusCode).toBe(400);
    expect((await me(otherUser.token, otherUser.id)).emailVerified).toBe(false);

    const verified = await verify(id, token);
    expect(verified.statusCode).toBe(200);
    expect((await verify(id, token)).statusCode).toBe(400);

    const { accessToken, user } = await login(ctx.app, 'rancher@example.com', 'a good password');
    expect(user).toMatchObject({
      _id: id,
      email: 'rancher@example.com',
      name: 'Juan Pérez',
      tags: ['admin'],
      language: 'pt_BR',
      active: true,
      emailVerified: true,
    });
    const accounts = await call(ctx.app, 'GET', `/api/v1/userAccount/${user._id}/?active=true`, {
      token: accessToken,
    });
    expect(accounts.json()).toEqual([
      {
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        name: 'Juan Pérez',
        accountType: 'FREE',
        ownerId: user._id,
        active: true,
        satelliteIntegration: false,
      },
    ]);
  });

  it('refuses the login of an email not verified yet exactly like a wrong password, and mails a new link', async () => {
    // "Sign up, then log in" must not tell a new email from a registered one.
    const owner = await createUser(ctx);
    const fresh = newEmail();
    await signUp({ email: fresh, password: 'a good password', name: 'Nueva Persona' });
    await signUp({ email: owner.email, password: 'a good password', name: 'Nueva Persona' });
    const tryLogin = (email: string) =>
      call(ctx.app, 'POST', '/api/v1/login', { body: { email, password: 'a good password' } });
    const asNew = await tryLogin(fresh);
    const asRegistered = await tryLogin(owner.email);
    expect(asNew.statusCode).toBe(401);
    expect(asNew.statusCode).toBe(asRegistered.statusCode);
    expect(asNew.json()).toEqual(asRegistered.json());
    expect(asNew.headers['set-cookie']).toBeUndefined();

    // The unverified user (a new one, or one from before verification was asked) has his way in:
    // the refused login mailed him a new link, and following it opens the login.
    const links = await mailsTo(ctx, fresh);
    expect(links).toHaveLength(2);
    const link = linkIn(links.at(-1)!.body_text);
    expect(link.pathname).toBe('/verify-email');
    const verified = await call(ctx.app, 'PUT', `/api/v1/users/verify-email/${link.searchParams.get('id')}`, {
      body: { token: link.searchParams.get('token') },
      xsrf: false,
    });
    expect(verified.statusCode).toBe(200);
    expect((await login(ctx.app, fresh, 'a good password')).user.emailVerified).toBe(true);

    // A wrong password mails nothing.
    const other = newEmail();
    await signUp({ email: other, password: 'a good password', name: 'Otra Persona' });
    await call(ctx.app, 'POST', '/api/v1/login', { body: { email: other, password: 'wrong password' } });
    expect(await mailsTo(ctx, other)).toHaveLength(1);
  });

  it('mails the links of refused logins within the limit of requested ones', async () => {
    const unverified = await createUser(ctx, { verified: false });
    for (let i = 0; i < 5; i++) {
      await call(ctx.app, 'POST', '/api/v1/users/verify-email', { token: unverified.token });
    }
    expect(await mailsTo(ctx, unverified.email)).toHaveLength(5);
    const refused = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email: unverified.email, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    expect(await mailsTo(ctx, unverified.email)).toHaveLength(5);
  });

  it('answers a registered email exactly like a new one, and tells its owner by mail', async () => {
    const owner = await createUser(ctx);
    const before = await mailsTo(ctx, owner.email);
    const attempt = (email: string) =>
      signUp({ email, password: 'another password', name: 'Otra Persona', language: 'en_US' });

    const fresh = await attempt(newEmail());
    const taken = await attempt(owner.email.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    const warning = await lastMailTo(ctx, owner.email);
    expect(await mailsTo(ctx, owner.email)).toHaveLength(before.length + 1);
    // In the owner's language, not the one the stranger asked for.
    expect(warning.subject).toBe('Tropero: alguien intentó registrarse con tu email');
    expect(warning.body_text).toContain('http://localhost:3000/login');
    expect(warning.body_text).toContain('http://localhost:3000/recovery');

    // Nothing changed for him: same user, same password, same account.
    expect(
      await ctx.database.db.selectFrom('users').select('id').where('email', '=', owner.email).execute(),
    ).toEqual([{ id: owner.id }]);
    await login(ctx.app, owner.email, PASSWORD);
    const intruder = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email: owner.email, password: 'another password' },
    });
    expect(intruder.statusCode).toBe(401);
  });

  it('tells the owner a few times an hour at most, and answers the same every time', async () => {
    const owner = await createUser(ctx);
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const response = await signUp({ email: owner.email, password: 'a good password', name: 'Insistente' });
      answers.push([response.statusCode, response.json()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await mailsTo(ctx, owner.email)).toHaveLength(5);
  });

  it('answers 400 with every field error', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/users', {
      body: { email: 'x', password: 'short', name: '<b>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordTooShort',
      name: 'validation.name',
    });
  });

  it('mails a new verification link on request, only to a user still unverified', async () => {
    const unverified = await createUser(ctx, { verified: false });
    const resend = await call(ctx.app, 'POST', '/api/v1/users/verify-email', { token: unverified.token });
    expect(resend.statusCode).toBe(200);
    const link = linkIn((await lastMailTo(ctx, unverified.email)).body_text);
    expect(link.searchParams.get('id')).toBe(unverified.id);
    const verified = await call(ctx.app, 'PUT', `/api/v1/users/verify-email/${unverified.id}`, {
      body: { token: link.searchParams.get('token') },
    });
    expect(verified.statusCode).toBe(200);

    const already = await createUser(ctx);
    await call(ctx.app, 'POST', '/api/v1/users/verify-email', { token: already.token });
    expect(await mailsTo(ctx, already.email)).toHaveLength(0);
    expect((await call(ctx.app, 'POST', '/api/v1/users/verify-email')).statusCode).toBe(401);
  });

  it('a password recovered through the mailed link verifies the email too', async () => {
    const user = await createUser(ctx, { verified: false });
    await call(ctx.app, 'POST', '/api/v1/users/password/reset', { body: { email: user.email } });
    const link = linkIn((await lastMailTo(ctx, user.email)).body_text);
    const reset = await call(ctx.app, 'PUT', `/api/v1/users/password/reset/${user.id}`, {
      body: { token: link.searchParams.get('token'), password: 'recovered password' },
    });
    expect(reset.statusCode).toBe(200);
    const { accessToken } = await login(ctx.app, user.email, 'recovered password');
    expect((await me(accessToken, user.id)).emailVerified).toBe(true);
  });
});
