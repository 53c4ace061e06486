import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/database';
import { call, createTestApp, createUser, type TestContext, type TestUser } from '../../test/app';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** Every route, fed input it must refuse with 400 and field errors — never a 500. */
describe.each(DIALECTS)('bad input on every route, %s', (dialect) => {
  let ctx: TestContext;
  let superadmin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
  });
  afterAll(() => ctx.close());

  const cases: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, field: string][] = [
    ['POST', '/api/v1/login', { email: 3, password: [] }, 'email'],
    ['POST', '/data-api/login', { email: 'a@b.co' }, 'password'],
    ['POST', '/api/v1/users', { email: 'a@b.co', password: 'long enough', name: 'ab' }, 'name'],
    ['GET', '/api/v1/users?page=0', undefined, 'page'],
    ['GET', '/api/v1/users?pageSize=100000', undefined, 'pageSize'],
    ['GET', '/api/v1/users/not-an-id', undefined, 'id'],
    ['PUT', '/api/v1/users', { language: 'fr_FR' }, 'language'],
    ['PUT', '/api/v1/users', { unknownField: true }, 'unknownField'],
    ['PUT', `/api/v1/users/${ID}?disableAlert=maybe`, {}, 'disableAlert'],
    ['PUT', `/api/v1/users/language/${ID}`, { language: 'klingon' }, 'language'],
    [
      'PUT',
      `/api/v1/users/alertPushNotifications/${ID}`,
      { alertPushNotifications: 'yes' },
      'alertPushNotifications',
    ],
    ['PUT', '/api/v1/devicestoken', { deviceToken: '', id: ID }, 'deviceToken'],
    ['DELETE', '/api/v1/users/123', undefined, 'id'],
    ['PUT', `/api/v1/users/password/${ID}`, { password: 'short' }, 'password'],
    ['POST', '/api/v1/users/password/reset', { email: 'nope' }, 'email'],
    ['PUT', `/api/v1/users/password/reset/${ID}`, { password: 'long enough' }, 'token'],
    ['POST', '/api/v1/userAccount', { name: '<script>' }, 'name'],
    ['GET', '/api/v1/userAccount/xyz', undefined, 'userId'],
    ['GET', `/api/v1/userAccount/${ID}?active=yes`, undefined, 'active'],
    ['PUT', `/api/v1/userAccount/${ID}`, { accountType: 'GOLD' }, 'accountType'],
    ['PUT', `/api/v1/userAccount/${ID}/bad`, { role: 'admin' }, 'userId'],
    ['PUT', `/api/v1/userAccount/${ID}/${ID}`, { role: 'owner' }, 'role'],
    ['GET', '/api/v1/settlements?userAccountId=zzz', undefined, 'userAccountId'],
    ['GET', `/api/v1/users/invite/${ID}/not-an-email/admin`, undefined, 'email'],
    ['GET', `/api/v1/users/invite/${ID}/a@b.co/owner`, undefined, 'role'],
    ['PUT', `/api/v1/users/addinvite/x/${ID}`, undefined, 'settlementId'],
    ['GET', '/api/v1/users/sharedBySettlement/x', undefined, 'id'],
    [
      'POST',
      '/api/v1/users',
      {
        email: 'a@b.co',
        password: 'long enough',
        name: 'Nombre Largo',
        invite: { settlementId: 'x', userId: ID },
      },
      'invite.settlementId',
    ],
    ['GET', '/api/v1/settlements/123', undefined, 'id'],
  ];

  it.each(cases)('%s %s', async (method, url, body, field) => {
    const response = await call(ctx.app, method, url, { token: superadmin.token, body });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), interceptor: true });
  });

  it('an oversized body is a 413', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});
