import { beforeAll, expect, it } from 'vitest';
import { newObjectId } from '../../db/object-id';
import { apiAs, call, createSettlement, createUser, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { addCollaredAnimal, daysAgo, ingestReadings } from '../../../test/collars';

describeWithApp('reports on %s', { owner: true }, (ctx) => {
  let superadmin: TestUser;
  let settlementId: string;
  // Three and two days back: "now" (when the test users log in) is never inside these local days,
  // whatever the hour (at 00:00–03:00 UTC yesterday's UTC date is still today in Argentina).
  const day = daysAgo(3);
  const nextDay = daysAgo(2);
  const at = (date: string, time: string) => Date.parse(`${date}T${time}Z`);

  beforeAll(async () => {
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
    settlementId = await createSettlement(ctx, ctx.owner, 'Estancia Reportes');
    const other = await createSettlement(ctx, ctx.owner, 'Otro Campo');
    const api = apiAs(ctx, ctx.owner);
    const a = await addCollaredAnimal(api, { settlementId, caravana: 'RP-1' }, 'RP:00:00:01');
    const b = await addCollaredAnimal(api, { settlementId, caravana: 'RP-2' }, 'RP:00:00:02');
    const c = await addCollaredAnimal(api, { settlementId: other, caravana: 'RP-3' }, 'RP:00:00:03');
    const fix = { lat: -29.41, lng: -66.85, battery: 90 };
    await ingestReadings(ctx, a.key, [
      { device: 'RP:00:00:01', ts: at(day, '12:00:00'), ...fix },
      { device: 'RP:00:00:01', ts: at(day, '12:30:00'), ...fix },
      { device: 'RP:00:00:01', ts: at(nextDay, '12:00:00'), ...fix },
    ]);
    await ingestReadings(ctx, b.key, [{ device: 'RP:00:00:02', ts: at(day, '13:10:00'), ...fix }]);
    await ingestReadings(ctx, c.key, [{ device: 'RP:00:00:03', ts: at(day, '12:00:00'), ...fix }]);
    await ctx.services.alertEngine?.idle();
    await ctx.database.db.deleteFrom('alerts').execute();
    await ctx.database.db
      .insertInto('alerts')
      .values({
        id: newObjectId(),
        account_id: ctx.owner.accountId,
        settlement_id: settlementId,
        type: 'lowBattery',
        severity: 'warning',
        subject_kind: 'animal',
        subject_id: a.animalId,
        subject_label: 'RP-1',
        animal_id: a.animalId,
        device_id: a.deviceId,
        state: 'open',
        opened_at: at(day, '12:40:00'),
        last_at: at(day, '12:40:00'),
        resolved_at: null,
        count: 1,
        value: 10,
        threshold: 20,
        lat: null,
        lng: null,
        open_key: `lowBattery:${a.animalId}`,
      })
      .execute();
  });

  const report = (query: string, user: TestUser = superadmin) =>
    call(ctx.app, 'GET', `/api/v1/reports/operation?${query}`, { token: user.token });
  const bySettlement = (rest: string) => `scope=settlement&settlementId=${settlementId}&${rest}`;

  it('by day: devices reporting and silent, readings and alerts of the settlement only', async () => {
    const response = await report(bySettlement(`frequency=day&fromDate=${day}&toDate=${nextDay}`));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      frequency: 'day',
      devices: 2,
      scopeLabel: expect.stringContaining('Estancia Reportes'),
    });
    // Argentine days: the first starts at 03:00 UTC.
    expect(body.buckets).toEqual([
      {
        start: `${day}T03:00:00.000Z`,
        devicesReporting: 2,
        devicesSilent: 0,
        readings: 3,
        activeUsers: 0,
        alerts: 1,
      },
      {
        start: `${nextDay}T03:00:00.000Z`,
        devicesReporting: 1,
        devicesSilent: 1,
        readings: 1,
        activeUsers: 0,
        alerts: 0,
      },
    ]);
  });

  it('by hour, and by a device’s UUID', async () => {
    const hours = await report(
      bySettlement(`frequency=hour&fromDate=${day}T12:00:00Z&toDate=${day}T14:00:00Z`),
    );
    expect(
      hours
        .json()
        .buckets.map((b: { start: string; readings: number; devicesReporting: number }) => [
          b.start,
          b.readings,
          b.devicesReporting,
        ]),
    ).toEqual([
      [`${day}T12:00:00.000Z`, 2, 1],
      [`${day}T13:00:00.000Z`, 1, 1],
    ]);
    const device = await report(`scope=uuid&uuid=RP:00:00:03&frequency=day&fromDate=${day}&toDate=${day}`);
    expect(device.json()).toMatchObject({ devices: 1, scopeLabel: 'RP:00:00:03' });
    expect(device.json().buckets).toEqual([expect.objectContaining({ readings: 1, alerts: 0 })]);
  });

  it('active users: the account’s members who used the app in that hour', async () => {
    const now = Date.now();
    const response = await report(
      bySettlement(
        `frequency=hour&fromDate=${new Date(now - 3_600_000).toISOString()}&toDate=${new Date(now + 60_000).toISOString()}`,
      ),
    );
    const buckets = response.json().buckets as { start: string; activeUsers: number }[];
    const current = buckets.find((b) => Date.parse(b.start) <= now && now < Date.parse(b.start) + 3_600_000);
    // The owner logged in; the superadmin did too, but he is not a member of the account.
    expect(current?.activeUsers).toBe(1);
  });

  it('downloads the report as CSV and XLSX', async () => {
    const csv = await call(
      ctx.app,
      'GET',
      `/api/v1/reports/operation/export?${bySettlement(`frequency=day&fromDate=${day}&toDate=${nextDay}&format=csv`)}`,
      { token: superadmin.token },
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`reporte-operacion-${day}.csv`);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'Día,Dispositivos reportando,Dispositivos sin reportar,Lecturas,Usuarios activos,Alertas generadas',
      `${day},2,0,3,0,1`,
      `${nextDay},1,1,1,0,0`,
    ]);
    const xlsx = await call(
      ctx.app,
      'GET',
      `/api/v1/reports/operation/export?${bySettlement(`frequency=day&fromDate=${day}&toDate=${day}&format=xlsx`)}`,
      { token: superadmin.token },
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('validates the query: scope fields, frequency and the longest range', async () => {
    const cases: [string, Record<string, string>][] = [
      ['scope=settlement&frequency=day', { settlementId: 'validation.required' }],
      ['scope=uuid&frequency=day', { uuid: 'validation.required' }],
      [bySettlement('frequency=week'), { frequency: 'validation.reportFrequency' }],
      ['scope=device&frequency=day&uuid=RP:00:00:01', { scope: 'validation.reportScope' }],
      [
        bySettlement(`frequency=hour&fromDate=${daysAgo(10)}&toDate=${daysAgo(1)}`),
        { fromDate: 'validation.rangeTooLong' },
      ],
      [
        bySettlement(`frequency=day&fromDate=${day}&toDate=${daysAgo(5)}`),
        { fromDate: 'validation.endBeforeStart' },
      ],
    ];
    for (const [query, errors] of cases) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toMatchObject(errors);
    }
    expect((await report(`scope=settlement&settlementId=${newObjectId()}&frequency=day`)).statusCode).toBe(
      404,
    );
    expect((await report('scope=uuid&uuid=ZZ:99:99:99&frequency=day')).statusCode).toBe(404);
  });

  it('lists settlements of every account to choose from', async () => {
    const response = await call(ctx.app, 'GET', '/api/v1/reports/settlements?search=reportes', {
      token: superadmin.token,
    });
    expect(response.json()).toEqual([
      { _id: settlementId, name: 'Estancia Reportes', accountName: expect.any(String) },
    ]);
  });

  it('refuses admins, invitees and account owners: superadmin only', async () => {
    const invitee = await createUser(ctx, { tags: [] });
    const query = bySettlement(`frequency=day&fromDate=${day}&toDate=${day}`);
    for (const user of [ctx.owner, invitee]) {
      const responses = await Promise.all([
        report(query, user),
        call(ctx.app, 'GET', `/api/v1/reports/operation/export?${query}&format=csv`, { token: user.token }),
        call(ctx.app, 'GET', '/api/v1/reports/settlements', { token: user.token }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    }
    expect((await call(ctx.app, 'GET', `/api/v1/reports/operation?${query}`)).statusCode).toBe(401);
  });
});
