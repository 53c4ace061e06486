import { beforeAll, expect, it } from 'vitest';
import { apiAs, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

/** /gw-assignment's list: every account's gateways, a page at a time, searched (superadmin only). */
describeWithApp('every gateway on %s', {}, (ctx) => {
  let superadmin: ReturnType<typeof apiAs>;
  beforeAll(async () => {
    superadmin = apiAs(ctx, await createUser(ctx, { tags: ['superadmin'] }));
    for (const [account, count] of [
      ['Estancia Norte', 3],
      ['La Sureña', 2],
    ] as const) {
      const owner = await createUser(ctx);
      const api = apiAs(ctx, owner);
      await api.put(`/api/v1/userAccount/${owner.accountId}`, { name: account });
      const settlementId = await createSettlement(ctx, owner, `Campo ${account}`);
      for (let i = 1; i <= count; i++) {
        const identifier = `${account === 'La Sureña' ? 'BB' : 'AA'}55500000000${i}`;
        await api.post('/api/v1/gateways', { identifier, name: `Antena ${account} ${i}`, settlementId });
      }
    }
  });

  const names = (body: { items: { name: string }[] }) => body.items.map((g) => g.name);

  it('pages through every account’s gateways, named by account and settlement', async () => {
    const first = (await superadmin.get('/api/v1/gateways/all?pageSize=2')).json();
    expect(first.total).toBe(5);
    expect(names(first)).toEqual(['Antena Estancia Norte 1', 'Antena Estancia Norte 2']);
    const last = (await superadmin.get('/api/v1/gateways/all?pageSize=2&page=3')).json();
    expect(last.items).toEqual([
      expect.objectContaining({
        name: 'Antena La Sureña 2',
        accountName: 'La Sureña',
        settlementName: 'Campo La Sureña',
      }),
    ]);
  });

  it('searches by name, identifier or account, and sorts', async () => {
    const byAccount = (await superadmin.get('/api/v1/gateways/all?q=sureña')).json();
    expect(byAccount.total).toBe(2);
    const byIdentifier = (await superadmin.get('/api/v1/gateways/all?q=aa555000000003')).json();
    expect(names(byIdentifier)).toEqual(['Antena Estancia Norte 3']);
    const sorted = (await superadmin.get('/api/v1/gateways/all?sort=-account&pageSize=1')).json();
    expect(sorted.items[0].accountName).toBe('La Sureña');
    const none = (await superadmin.get('/api/v1/gateways/all?q=ninguna')).json();
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('validates the query', async () => {
    const bad = await superadmin.get('/api/v1/gateways/all?sort=owner&pageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pageSize', 'sort']);
  });

  it('refuses admins and invitees', async () => {
    for (const tags of [['admin'], []]) {
      const user = apiAs(ctx, await createUser(ctx, { tags }));
      expect((await user.get('/api/v1/gateways/all')).statusCode).toBe(403);
    }
  });
});
