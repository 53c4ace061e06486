import { beforeAll, expect, it } from 'vitest';
import { call, createUser, type TestUser } from '../../test/app';
import { describeWithApp } from '../../test/suite';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/**
 * A NUL byte (U+0000) in any text an API request carries: PostgreSQL cannot store it, so it is
 * refused at the edge for every route, with the same 400 and field error on both databases.
 */
describeWithApp('NUL bytes in requests, %s', { superadmin: true }, (ctx) => {
  let rancher: TestUser;
  beforeAll(async () => {
    rancher = await createUser(ctx, { tags: ['admin'] });
  });

  it('refuses a NUL in a body, query or path text with a 400 naming the field, on every route', async () => {
    const cases: [
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      body: unknown,
      field: string,
      as?: TestUser,
    ][] = [
      ['POST', '/api/v1/support/mine/messages', { text: 'Hola\u0000soporte' }, 'text', rancher],
      [
        'POST',
        `/api/v1/settlements?userAccountId=${rancher.accountId}`,
        { name: 'Estancia\u0000', location: { type: 'Point', coordinates: [-64.2, -31.4] } },
        'name',
        rancher,
      ],
      ['POST', '/api/v1/support/canned-answers', { shortcut: 'hola', text: 'Buen\u0000día' }, 'text'],
      [
        'POST',
        '/api/v1/users',
        {
          email: 'nul@example.com',
          password: 'long enough',
          name: 'Nombre Largo',
          invite: { settlementId: `${ID.slice(1)}\u0000`, userId: ID },
        },
        'invite.settlementId',
      ],
      ['PUT', '/api/v1/users', { tags: ['ok', 'mal\u0000'] }, 'tags.1', rancher],
      ['GET', '/api/v1/support/conversations?q=collar%00', undefined, 'q'],
      ['GET', '/api/v1/support/conversations/%00', undefined, 'key'],
    ];
    for (const [method, url, body, field, as = ctx.superadmin] of cases) {
      const response = await call(ctx.app, method, url, { token: as.token, body });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect({ url, errors: response.json().errors }).toEqual({
        url,
        errors: { [field]: 'validation.nulByte' },
      });
    }
  });

  it('lets the same texts through without the NUL', async () => {
    const written = await call(ctx.app, 'POST', '/api/v1/support/mine/messages', {
      token: rancher.token,
      body: { text: 'Hola soporte' },
    });
    expect(written.statusCode).toBe(201);
  });
});
