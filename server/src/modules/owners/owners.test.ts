import { expect, it } from 'vitest';
import type { AuditPage } from '@tropero/shared/contracts/audit';
import type { OwnedAccountDetail, OwnersPage } from '@tropero/shared/contracts/owners';
import { apiAs, call, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

/** Owners management (spec §2 `/owners-management`, issue 15). */
describeWithApp('owners management on %s', { superadmin: true }, (ctx) => {
  const api = () => apiAs(ctx, ctx.superadmin);

  it('refuses admins and invitees (403) and the unauthenticated (401)', async () => {
    const owner = await createUser(ctx);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/owners-management'],
      ['GET', `/api/v1/owners-management/${owner.accountId}`],
      ['PUT', `/api/v1/owners-management/${owner.accountId}`, { accountType: 'FULL' }],
    ];
    for (const user of [owner, await createUser(ctx, { tags: [] })]) {
      for (const [method, url, body] of routes) {
        const response = await call(ctx.app, method as 'GET', url, { token: user.token, body });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, body] of routes) {
      expect((await call(ctx.app, method as 'GET', url, { body })).statusCode).toBe(401);
    }
    const account = (
      await api().get(`/api/v1/owners-management/${owner.accountId}`)
    ).json<OwnedAccountDetail>();
    expect(account.accountType).toBe('FREE');
  });

  it('lists accounts with their owners, newest first, by text, plan and active flag', async () => {
    const owner = await createUser(ctx, { email: 'dalmiro.achaval@campo.com.ar' });
    const page = (await api().get('/api/v1/owners-management?q=achaval')).json<OwnersPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      _id: owner.accountId,
      accountType: 'FREE',
      active: true,
      taxCondition: null,
      deviceLimit: null,
      owner: { _id: owner.id, email: owner.email },
    });
    const second = await createUser(ctx, { email: 'ines.achaval@campo.com.ar' });
    const pages = await Promise.all(
      [1, 2, 3].map(async (p) =>
        (await api().get(`/api/v1/owners-management?q=achaval&e=1&p=${p}`)).json<OwnersPage>(),
      ),
    );
    expect(pages.map((page) => page.total)).toEqual([2, 2, 2]);
    expect(pages.map((page) => page.items.map((a) => a._id))).toEqual([
      [second.accountId],
      [owner.accountId],
      [],
    ]);
    const newest = (await api().get('/api/v1/owners-management?e=1')).json<OwnersPage>();
    expect(newest.items[0]!._id).toBe(second.accountId);
    const later = (await api().get('/api/v1/owners-management?e=1&p=2')).json<OwnersPage>();
    expect(later.items[0]!._id).toBe(owner.accountId);
    const full = (await api().get('/api/v1/owners-management?plan=FULL')).json<OwnersPage>();
    expect(full.items.every((a) => a.accountType === 'FULL')).toBe(true);
    const inactive = (await api().get('/api/v1/owners-management?active=false')).json<OwnersPage>();
    expect(inactive.items.every((a) => !a.active)).toBe(true);
  });

  it('shows an account’s members and settlements', async () => {
    const owner = await createUser(ctx);
    const settlement = await createSettlement(ctx, owner);
    const detail = (
      await api().get(`/api/v1/owners-management/${owner.accountId}`)
    ).json<OwnedAccountDetail>();
    expect(detail.members).toEqual([
      { _id: owner.id, name: owner.user.name, email: owner.email, role: 'owner', active: true },
    ]);
    expect(detail.settlements.map((s) => s._id)).toEqual([settlement]);
    expect((await api().get('/api/v1/owners-management/0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('edits plan, tax data, contacts, satellite integration and device limit, audited', async () => {
    const owner = await createUser(ctx);
    const response = await api().put(`/api/v1/owners-management/${owner.accountId}`, {
      accountType: 'FULL',
      satelliteIntegration: true,
      taxCondition: 'MONOTRIBUTO',
      taxId: '20-12345678-3',
      contactPhone: '+54 9 11 1234-5678',
      whatsapp: '54 3804 1234567',
      deviceLimit: 50,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnedAccountDetail>()).toMatchObject({
      accountType: 'FULL',
      satelliteIntegration: true,
      taxCondition: 'MONOTRIBUTO',
      taxId: '20-12345678-3',
      contactPhone: '+54 9 11 1234-5678',
      whatsapp: '54 3804 1234567',
      deviceLimit: 50,
    });
    const byTaxId = (await api().get('/api/v1/owners-management?q=20-12345678')).json<OwnersPage>();
    expect(byTaxId.items.map((a) => a._id)).toContain(owner.accountId);
    // The same flag PUT /userAccount/{id} sets.
    const accounts = await apiAs(ctx, owner).get(`/api/v1/userAccount/${owner.id}`);
    expect(accounts.json()[0]).toMatchObject({ accountType: 'FULL', satelliteIntegration: true });

    const audit = (
      await api().get(`/api/v1/audit?subjectType=account&subjectId=${owner.accountId}`)
    ).json<AuditPage>();
    expect(audit.items[0]).toMatchObject({
      actorId: ctx.superadmin.id,
      action: 'account.update',
      before: { accountType: 'FREE', satelliteIntegration: false, taxCondition: null, deviceLimit: null },
      after: {
        accountType: 'FULL',
        satelliteIntegration: true,
        taxCondition: 'MONOTRIBUTO',
        deviceLimit: 50,
      },
    });

    // Clearing and going back to FREE takes the integration away (spec §5).
    const cleared = await api().put(`/api/v1/owners-management/${owner.accountId}`, {
      accountType: 'FREE',
      taxId: '',
      deviceLimit: null,
      active: false,
    });
    expect(cleared.json<OwnedAccountDetail>()).toMatchObject({
      accountType: 'FREE',
      satelliteIntegration: false,
      taxId: null,
      deviceLimit: null,
      active: false,
    });
  });

  it('validates the value sets and patterns of spec §4–§5 with field errors, changing nothing', async () => {
    const owner = await createUser(ctx);
    const url = `/api/v1/owners-management/${owner.accountId}`;
    const refused: [Record<string, unknown>, string][] = [
      [{ accountType: 'GOLD' }, 'accountType'],
      [{ taxCondition: 'MONOTRIBUTISTA' }, 'taxCondition'],
      [{ taxId: '12.34.5678' }, 'taxId'],
      [{ contactPhone: '12345' }, 'contactPhone'],
      [{ contactPhone: '+55 11 91234 5678' }, 'contactPhone'],
      [{ whatsapp: '+5493804123456' }, 'whatsapp'],
      [{ deviceLimit: -1 }, 'deviceLimit'],
      [{ deviceLimit: 2.5 }, 'deviceLimit'],
      [{ ownerId: ctx.superadmin.id }, ''],
    ];
    for (const [body, field] of refused) {
      const response = await api().put(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const integration = await api().put(url, { satelliteIntegration: true });
    expect(integration.statusCode).toBe(409);
    expect(integration.json().errors).toEqual({
      satelliteIntegration: 'validation.satelliteIntegrationNeedsFull',
    });
    for (const taxId of ['12.345.678', '1234567', '20123456783']) {
      expect((await api().put(url, { taxId })).statusCode).toBe(200);
    }
    for (const taxCondition of ['CF', 'MONOTRIBUTO', 'RI', 'EX']) {
      expect((await api().put(url, { taxCondition })).statusCode).toBe(200);
    }
    expect((await api().get('/api/v1/owners-management?plan=GOLD')).statusCode).toBe(400);
    const audit = (await api().get(`/api/v1/audit?subjectId=${owner.accountId}`)).json<AuditPage>();
    expect(audit.total).toBe(7);
  });
});
