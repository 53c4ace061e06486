import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertPage, UnreadSummary } from '@tropero/shared/contracts/alerts';
import {
  apiAs,
  createSecondApp,
  createSettlement,
  createUser,
  squareGeometry,
  type TestUser,
} from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { addCollaredAnimal, atDaysAgo, ingestReadings, type Collar } from '../../../test/collars';
import { nowIso } from '../../db/executor';

const HOUR = 3_600_000;
/** The tests replay the last two days: the rules consider readings that old. */
const REPLAYED_MS = 3 * 24 * HOUR;
/** Inside the test fence (a 0.01° square with its south-west corner at -66.86, -29.41). */
const INSIDE = { lat: -29.405, lng: -66.855 };
/** About 4 km south of it. */
const OUTSIDE = { lat: -29.45, lng: -66.855 };

let serial = 0;
const identifier = () => `AB:CD:00:${(++serial).toString(16).padStart(2, '0').toUpperCase()}`;

const appConfig = () => ({
  alerts: { contextTtlMs: 0, maxReadingAgeMs: REPLAYED_MS },
  liveHeartbeatMs: 200,
});

describeWithApp('alerts on %s', { config: appConfig }, (ctx) => {
  let owner: TestUser;
  let api: ReturnType<typeof apiAs>;
  let clock = Date.now() - 48 * HOUR;
  /** Each reading a minute after the last, so that none repeats another's key. */
  const tick = () => (clock += 60_000);

  beforeAll(async () => {
    owner = await createUser(ctx);
    api = apiAs(ctx, owner);
  });

  /** Readings of one collar, then the rules' evaluation of them. */
  async function send(collar: Collar & { identifier: string }, readings: object[]) {
    const response = await ingestReadings(
      ctx,
      collar.key,
      readings.map((r) => ({ device: collar.identifier, ts: tick(), ...r })),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().accepted).toBe(readings.length);
    await ctx.services.alertEngine!.idle();
  }

  const alertsOf = (type: string, subjectId: string) =>
    ctx.database.db
      .selectFrom('alerts')
      .selectAll()
      .where('type', '=', type)
      .where('subject_id', '=', subjectId)
      .orderBy('opened_at')
      .execute();

  async function collarIn(settlementId: string, extra: { roundupId?: string } = {}, as = api) {
    const id = identifier();
    const collar = await addCollaredAnimal(as, { settlementId, caravana: `C-${serial}`, ...extra }, id);
    return { ...collar, identifier: id };
  }

  /** A plot (twice the fence's size) with the test fence in it, and the collar's animal allocated there. */
  async function fencedPlot(settlementId: string, animalId: string) {
    const plot = await api.post(`/api/v1/settlements/${settlementId}/plots`, {
      name: 'Potrero Cercado',
      geometry: squareGeometry(-66.865, -29.415, 0.02),
    });
    expect(plot.statusCode, plot.body).toBe(201);
    const fence = await api.post(`/api/v1/settlements/${settlementId}/fences`, {
      name: 'Potrero',
      geometry: squareGeometry(),
    });
    expect(fence.statusCode).toBe(201);
    const from = new Date(clock - 24 * HOUR).toISOString().slice(0, 10);
    const allocated = await api.post('/api/v1/allocations', {
      plotId: plot.json()._id,
      from,
      animalIds: [animalId],
    });
    expect(allocated.statusCode, allocated.body).toBe(201);
  }

  it('outside the fence: k fixes raise, ten fixes are one alert counted 10, k fixes inside resolve', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Cercado');
    const collar = await collarIn(settlementId);
    await fencedPlot(settlementId, collar.animalId);
    const outside = () => alertsOf('outsideFence', collar.animalId);

    await send(collar, [OUTSIDE, OUTSIDE, INSIDE]);
    expect(await outside()).toEqual([]);
    await send(collar, [OUTSIDE, OUTSIDE]);
    expect(await outside()).toEqual([]);
    await send(collar, [OUTSIDE]);
    expect(await outside()).toMatchObject([{ state: 'open', count: 3, subject_kind: 'animal' }]);
    for (let i = 0; i < 4; i++) await send(collar, [OUTSIDE]);
    await send(collar, [OUTSIDE, OUTSIDE, OUTSIDE]);
    const [ten] = await outside();
    expect(ten).toMatchObject({ state: 'open', count: 10, open_key: `outsideFence:${collar.animalId}` });
    expect(Number(ten!.last_at)).toBe(clock);

    // Jitter back inside changes nothing; k fixes inside resolve it.
    await send(collar, [INSIDE, INSIDE, OUTSIDE, INSIDE, INSIDE]);
    expect(await outside()).toMatchObject([{ state: 'open', count: 11 }]);
    await send(collar, [INSIDE]);
    const [resolved] = await outside();
    expect(resolved).toMatchObject({ state: 'resolved', open_key: null, resolved_at: clock });

    await send(collar, [OUTSIDE, OUTSIDE, OUTSIDE]);
    expect(await outside()).toMatchObject([{ state: 'resolved' }, { state: 'open', count: 3 }]);
  });

  it('a fence keeps to it only the animals of its plot: one allocated to no plot is never outside', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Dos Potreros');
    const fenced = await collarIn(settlementId);
    await fencedPlot(settlementId, fenced.animalId);
    const loose = await collarIn(settlementId);
    await send(loose, [OUTSIDE, OUTSIDE, OUTSIDE, OUTSIDE]);
    expect(await alertsOf('outsideFence', loose.animalId)).toEqual([]);
  });

  it('readings older than an hour are history: they raise nothing (a collar’s stored week, a backfill)', async () => {
    const fresh = await createSecondApp(ctx, { alerts: { contextTtlMs: 0 } });
    try {
      const settlementId = await createSettlement(ctx, owner, 'Campo Histórico');
      const collar = await collarIn(settlementId);
      const post = async (ts: number) => {
        const posted = await fresh.app.inject({
          method: 'POST',
          url: '/ingest/readings',
          headers: { authorization: `Bearer ${collar.key}` },
          payload: [{ device: collar.identifier, ts, battery: 5 }],
        });
        expect(posted.json().accepted).toBe(1);
        await fresh.services.alertEngine!.idle();
      };
      await post(Date.now() - 2 * HOUR);
      expect(await alertsOf('lowBattery', collar.deviceId)).toEqual([]);
      await post(Date.now() - 60_000);
      expect(await alertsOf('lowBattery', collar.deviceId)).toMatchObject([{ state: 'open', value: 5 }]);
    } finally {
      await fresh.close();
    }
  });

  it('low battery raises below the threshold, repeats, and resolves only above it plus the margin', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Baterías');
    const collar = await collarIn(settlementId);
    const low = () => alertsOf('lowBattery', collar.deviceId);
    await send(collar, [{ battery: 50 }]);
    expect(await low()).toEqual([]);
    await send(collar, [{ battery: 15 }, { battery: 14 }]);
    expect(await low()).toMatchObject([
      { state: 'open', count: 2, value: 14, threshold: 20, subject_kind: 'device' },
    ]);
    await send(collar, [{ battery: 24 }]);
    expect(await low()).toMatchObject([{ state: 'open', count: 2 }]);
    await send(collar, [{ battery: 26 }]);
    expect(await low()).toMatchObject([{ state: 'resolved', count: 2 }]);
  });

  it('repeats of several open alerts are written together, each with its own count and latest figure', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Repeticiones');
    const [a, b] = [await collarIn(settlementId), await collarIn(settlementId)];
    await send(a, [{ battery: 10 }]);
    await send(b, [{ battery: 12 }]);
    // Both collars' readings before the rules are waited for: their repeats are kept and written at once.
    const post = async (collar: typeof a, batteries: number[]) => {
      const readings = batteries.map((battery) => ({ device: collar.identifier, ts: tick(), battery }));
      expect((await ingestReadings(ctx, collar.key, readings)).json().accepted).toBe(batteries.length);
    };
    await post(a, [9, 8]);
    await post(b, [11]);
    const last = clock;
    await ctx.services.alertEngine!.idle();
    expect(await alertsOf('lowBattery', a.deviceId)).toMatchObject([{ state: 'open', count: 3, value: 8 }]);
    const [repeated] = await alertsOf('lowBattery', b.deviceId);
    expect(repeated).toMatchObject({ state: 'open', count: 2, value: 11 });
    expect(Number(repeated!.last_at)).toBe(last);
  });

  it('no signal: the job raises it once for a silent device; the device heard again resolves it', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Silencio');
    const collar = await collarIn(settlementId);
    await send(collar, [INSIDE]);
    const heardAt = clock;
    await ctx.services.alertRules.run(heardAt + HOUR);
    expect(await alertsOf('noSignal', collar.deviceId)).toEqual([]);
    await ctx.services.alertRules.run(heardAt + 3 * HOUR);
    await ctx.services.alertRules.run(heardAt + 4 * HOUR);
    expect(await alertsOf('noSignal', collar.deviceId)).toMatchObject([
      { state: 'open', count: 1, value: 3, threshold: 2, animal_id: collar.animalId },
    ]);
    await send(collar, [INSIDE]);
    expect(await alertsOf('noSignal', collar.deviceId)).toMatchObject([{ state: 'resolved' }]);
  });

  it('herd separation: k fixes far from the roundup’s median raise it', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Rodeo');
    const roundupId = (await api.post('/api/v1/roundups', { name: 'Vaquillonas', settlementId })).json()._id;
    const herd = [];
    for (let i = 0; i < 4; i++) herd.push(await collarIn(settlementId, { roundupId }));
    for (const [i, collar] of herd.entries())
      await send(collar, [{ lat: INSIDE.lat + i * 0.0002, lng: INSIDE.lng }]);
    const stray = herd[3]!;
    await send(stray, [OUTSIDE, OUTSIDE]);
    expect(await alertsOf('herdSeparation', stray.animalId)).toEqual([]);
    await send(stray, [OUTSIDE]);
    const [separated] = await alertsOf('herdSeparation', stray.animalId);
    expect(separated).toMatchObject({ state: 'open', count: 3, threshold: 1500 });
    expect(separated!.value).toBeGreaterThan(4000);
    expect(await alertsOf('herdSeparation', herd[0]!.animalId)).toEqual([]);
  });

  it('night movement: far from the night’s first fix raises; the job resolves it by day', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Noche');
    const collar = await collarIn(settlementId);
    // 23:00 and 23:30 local (UTC−3) the day before yesterday.
    const night = atDaysAgo(1, '02:00:00');
    const post = (ts: number, at: { lat: number; lng: number }) =>
      ingestReadings(ctx, collar.key, [{ device: collar.identifier, ts, ...at }]);
    await post(night, INSIDE);
    await ctx.services.alertEngine!.idle();
    await post(night + 10 * 60_000, { lat: INSIDE.lat + 0.001, lng: INSIDE.lng });
    await ctx.services.alertEngine!.idle();
    expect(await alertsOf('nightMovement', collar.animalId)).toEqual([]);
    await post(night + 30 * 60_000, OUTSIDE);
    await ctx.services.alertEngine!.idle();
    expect(await alertsOf('nightMovement', collar.animalId)).toMatchObject([
      { state: 'open', count: 1, threshold: 1000 },
    ]);
    await ctx.services.alertRules.run(atDaysAgo(1, '15:00:00'));
    expect(await alertsOf('nightMovement', collar.animalId)).toMatchObject([{ state: 'resolved' }]);
  });

  it('unknown devices heard by a gateway: one alert on the gateway, counted; resolved after a quiet day', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Antena');
    const gateway = (
      await api.post('/api/v1/gateways', {
        identifier: 'AA555A00000000F1',
        name: 'Antena Norte',
        settlementId,
      })
    ).json();
    const heard = (devices: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/ingest/readings',
        headers: { authorization: `Bearer ${gateway.ingestKey}` },
        payload: devices.map((device) => ({ device, ts: tick() })),
      });
    await heard(['FF:00:00:01']);
    await ctx.services.alertEngine!.idle();
    await heard(['FF:00:00:01', 'FF:00:00:02']);
    await ctx.services.alertEngine!.idle();
    const [unknown] = await alertsOf('unknownDevice', gateway.gateway._id);
    expect(unknown).toMatchObject({
      state: 'open',
      count: 3,
      subject_kind: 'gateway',
      subject_label: 'Antena Norte',
    });
    await ctx.services.alertRules.run(Number(unknown!.last_at) + 25 * HOUR);
    expect(await alertsOf('unknownDevice', gateway.gateway._id)).toMatchObject([{ state: 'resolved' }]);
  });

  describe('the API', () => {
    let owner: TestUser;
    let api: ReturnType<typeof apiAs>;
    let invitee: TestUser;
    let stranger: TestUser;
    let sharedId: string;
    let ownIds: string[];

    beforeAll(async () => {
      owner = await createUser(ctx);
      api = apiAs(ctx, owner);
      invitee = await createUser(ctx);
      stranger = await createUser(ctx);
      const mainId = await createSettlement(ctx, owner, 'Estancia La Lucha');
      sharedId = await createSettlement(ctx, owner, 'Campo Compartido');
      await ctx.database.db
        .insertInto('settlement_members')
        .values({ settlement_id: sharedId, user_id: invitee.id, role: 'invite', created_at: nowIso() })
        .execute();
      for (const settlementId of [mainId, mainId, mainId, sharedId, sharedId]) {
        await send(await collarIn(settlementId, {}, api), [{ battery: 5 }]);
      }
      ownIds = (
        await ctx.database.db
          .selectFrom('alerts')
          .select('id')
          .where('account_id', '=', owner.accountId)
          .execute()
      ).map((a) => a.id);
    });

    it('lists the caller’s alerts newest first in pages, with search and filters', async () => {
      const all = await api.get(`/api/v1/alert/all/${owner.id}?e=100`);
      expect(all.statusCode, all.body).toBe(200);
      const page = all.json<AlertPage>();
      expect(page.total).toBe(ownIds.length);
      expect(page.items.map((a) => a.lastAt)).toEqual(
        page.items
          .map((a) => a.lastAt)
          .sort()
          .reverse(),
      );
      expect(page.items[0]).toMatchObject({
        type: 'lowBattery',
        severity: 'warning',
        state: 'open',
        subject: { kind: 'device' },
        readerId: null,
        readAt: null,
      });

      const first = (await api.get(`/api/v1/alert/all/${owner.id}?e=2`)).json<AlertPage>();
      const second = (await api.get(`/api/v1/alert/all/${owner.id}?p=2&e=2`)).json<AlertPage>();
      expect(first).toMatchObject({ page: 1, pageSize: 2, total: ownIds.length });
      expect(second.items.map((a) => a._id)).toEqual(page.items.slice(2, 4).map((a) => a._id));
      const beyond = (await api.get(`/api/v1/alert/all/${owner.id}?p=101&e=100`)).json<AlertPage>();
      expect(beyond).toMatchObject({ items: [], total: ownIds.length, page: 101 });

      const shared = (await api.get(`/api/v1/alert/all/${owner.id}?q=compartido&e=100`)).json<AlertPage>();
      expect(shared.items).toHaveLength(2);
      expect(shared.items.every((a) => a.settlementName === 'Campo Compartido')).toBe(true);
      const filtered = (
        await api.get(`/api/v1/alert/all/${owner.id}?f=type:lowBattery,settlement:${sharedId},state:open`)
      ).json<AlertPage>();
      expect(filtered.total).toBe(2);
      const none = (await api.get(`/api/v1/alert/all/${owner.id}?f=type:heatStress`)).json<AlertPage>();
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('refuses a bad query with field errors, another user’s list with 403', async () => {
      const bad = await api.get(`/api/v1/alert/all/${owner.id}?f=colour:red&e=1000`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({ f: expect.any(String), e: expect.any(String) });
      expect((await api.get(`/api/v1/alert/all/${invitee.id}`)).statusCode).toBe(403);
      expect((await api.get(`/api/v1/alert/countunread/${invitee.id}`)).statusCode).toBe(403);
    });

    it('an invitee sees only the shared settlement’s alerts; another account sees none', async () => {
      const seen = (await apiAs(ctx, invitee).get(`/api/v1/alert/all/${invitee.id}`)).json<AlertPage>();
      expect(seen.total).toBe(2);
      expect(seen.items.every((a) => a.settlementId === sharedId)).toBe(true);
      const mainAlert = (await api.get(`/api/v1/alert/all/${owner.id}?e=100`))
        .json<AlertPage>()
        .items.find((a) => a.settlementId !== sharedId)!;
      expect((await apiAs(ctx, invitee).get(`/api/v1/alert/${mainAlert._id}`)).statusCode).toBe(404);
      const strangers = (
        await apiAs(ctx, stranger).get(`/api/v1/alert/all/${stranger.id}`)
      ).json<AlertPage>();
      expect(strangers).toMatchObject({ items: [], total: 0 });
      expect((await apiAs(ctx, stranger).get(`/api/v1/alert/${mainAlert._id}`)).statusCode).toBe(404);
      expect((await apiAs(ctx, stranger).put(`/api/v1/alert/${mainAlert._id}`, {})).statusCode).toBe(404);
    });

    it('reading marks are each reader’s own; the unread summary keeps the last five', async () => {
      const before = (await api.get(`/api/v1/alert/countunread/${owner.id}`)).json<UnreadSummary>();
      expect(before.unreadAlertsCount).toBe(ownIds.length);
      expect(before.lastFiveUnreadAlerts).toHaveLength(5);
      const shared = (await apiAs(ctx, invitee).get(`/api/v1/alert/all/${invitee.id}`)).json<AlertPage>()
        .items[0]!;

      const read = await api.put(`/api/v1/alert/${shared._id}`, { ...shared, readAt: null });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json<Alert>()).toMatchObject({
        _id: shared._id,
        readerId: owner.id,
        readAt: expect.any(String),
      });
      expect((await api.get(`/api/v1/alert/${shared._id}`)).json<Alert>().readerId).toBe(owner.id);
      expect((await apiAs(ctx, invitee).get(`/api/v1/alert/${shared._id}`)).json<Alert>().readAt).toBeNull();

      const after = (await api.get(`/api/v1/alert/countunread/${owner.id}`)).json<UnreadSummary>();
      expect(after.unreadAlertsCount).toBe(ownIds.length - 1);
      expect(after.lastFiveUnreadAlerts.map((a) => a._id)).not.toContain(shared._id);
      const unread = (await api.get(`/api/v1/alert/all/${owner.id}?f=read:unread&e=100`)).json<AlertPage>();
      expect(unread.total).toBe(ownIds.length - 1);

      const inviteeSummary = (
        await apiAs(ctx, invitee).get(`/api/v1/alert/countunread/${invitee.id}`)
      ).json();
      expect(inviteeSummary.unreadAlertsCount).toBe(2);
      const many = await apiAs(ctx, invitee).put(`/api/v1/alert/many/${invitee.id}`, { ids: ownIds });
      expect(many.json()).toEqual({ updated: 2 });
      const rest = await api.put(`/api/v1/alert/many/${owner.id}`, {});
      expect(rest.json()).toEqual({ updated: ownIds.length - 1 });
      expect((await api.get(`/api/v1/alert/countunread/${owner.id}`)).json()).toEqual({
        unreadAlertsCount: 0,
        lastFiveUnreadAlerts: [],
      });
    });
  });

  /** Opens /live/alerts on `app` as the owner; `next()` answers the next alert event's data. */
  async function alertStream(app = ctx.app) {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/live/alerts?access_token=${owner.token}`);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let text = '';
    return {
      async next(): Promise<unknown> {
        while (!text.includes('event: alert\ndata: ')) {
          const { done, value } = await reader.read();
          if (done) throw new Error('the stream ended');
          text += new TextDecoder().decode(value);
        }
        const [, after] = text.split('event: alert\ndata: ') as [string, string];
        text = after.slice(after.indexOf('\n\n') + 2);
        return JSON.parse(after.split('\n')[0]!);
      },
      close: () => reader.cancel(),
    };
  }

  it('streams an alert event to an open /live/alerts within 2 s of the reading’s commit', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo En Vivo');
    const collar = await collarIn(settlementId);
    const stream = await alertStream();
    const started = Date.now();
    const posted = ingestReadings(ctx, collar.key, [{ device: collar.identifier, ts: tick(), battery: 3 }]);
    const event = await stream.next();
    await stream.close();
    expect((await posted).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toMatchObject({
      settlementId,
      type: 'lowBattery',
      state: 'open',
      animalId: collar.animalId,
      opened: true,
    });
  });

  it.runIf(ctx.dialect === 'postgres')(
    'an alert raised on one server reaches a stream open on another within 2 s',
    async () => {
      const settlementId = await createSettlement(ctx, owner, 'Campo Dos Servidores');
      const collar = await collarIn(settlementId);
      const stream = await alertStream();
      const second = await createSecondApp(ctx, {
        alerts: { contextTtlMs: 0, maxReadingAgeMs: REPLAYED_MS },
      });
      try {
        const started = Date.now();
        const posted = await second.app.inject({
          method: 'POST',
          url: '/ingest/readings',
          headers: { authorization: `Bearer ${collar.key}` },
          payload: [{ device: collar.identifier, ts: tick(), battery: 4 }],
        });
        expect(posted.json().accepted).toBe(1);
        expect(await stream.next()).toMatchObject({ settlementId, type: 'lowBattery', opened: true });
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        await stream.close();
        await second.close();
      }
    },
  );
});
