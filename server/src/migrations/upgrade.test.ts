import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, login, PASSWORD, testConfig } from '../../test/app';
import { DIALECTS } from '../../test/database';
import { FIXTURE, FIXTURE_MIGRATION, olderReleaseDatabase } from '../../test/upgrade-fixture';
import { outboxMailer } from '../providers/mail/mailer';
import { buildServer, type TroperoServer } from '../server';
import { latestMigration, migrateToLatest } from './migrate';
import { migrations } from './index';

/**
 * Issue 21 (reliability): a database made by an older release (server/test/fixtures/upgrade, made by
 * scripts/make-upgrade-fixture.mjs) is migrated to the current schema and the product answers on it.
 */
describe.each(DIALECTS)('upgrade from an older release on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof olderReleaseDatabase>>;
  let server: TroperoServer;
  let app: FastifyInstance;
  let token: string;
  let userId: string;
  const range = `fromDate=${FIXTURE.days[0]}&toDate=${FIXTURE.days.at(-1)}`;
  const get = async (url: string, headers?: Record<string, string>) => {
    const response = await call(app, 'GET', url, { token, ...(headers && { headers }) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    database = await olderReleaseDatabase(dialect);
    expect(await latestMigration(database.db)).toBe(FIXTURE_MIGRATION);
    expect(await migrateToLatest(database.db)).toBe(Object.keys(migrations).at(-1));
    server = await buildServer({
      config: testConfig(),
      database,
      mailer: outboxMailer(database.db, { info: () => {} }),
    });
    app = server.app;
    const session = await login(app, FIXTURE.email, PASSWORD);
    token = session.accessToken;
    userId = session.user._id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** The fixture user's settlements, the first one's plots and animals. */
  async function farm() {
    const [account] = await get(`/api/v1/userAccount/${userId}`);
    const settlements = await get(`/api/v1/settlements?userAccountId=${account._id}`);
    const settlementId: string = settlements[0]._id;
    const plots = await get(`/api/v1/settlements/${settlementId}/plots`);
    const animals = await get(`/api/v1/animals?settlementId=${settlementId}`);
    return {
      settlements,
      settlementId,
      plots,
      animals: animals.items,
      animalId: animals.items[0]._id as string,
    };
  }

  it('the fixture user logs in and finds his settlement, its plot and his animal', async () => {
    const { settlements, plots, animals } = await farm();
    expect(settlements.map((s: { name: string }) => s.name)).toEqual([FIXTURE.settlement]);
    expect(plots.map((p: { name: string }) => p.name)).toEqual([FIXTURE.plot]);
    expect(animals.map((a: { caravana: string }) => a.caravana)).toEqual([FIXTURE.caravana]);
  });

  it("the animal's history answers from the older release's readings", async () => {
    const { settlementId, animalId } = await farm();
    const dataLogin = await call(app, 'POST', '/data-api/login', {
      body: { email: FIXTURE.email, password: PASSWORD },
    });
    expect(dataLogin.statusCode, dataLogin.body).toBe(200);
    const headers = { 'x-access-token-data': dataLogin.json().accessToken };
    // Each morning three fixes inside the plot, then three east of it: an exit at 08:30, and an entry
    // at 08:00 after the day before ended outside.
    const { events } = await get(`/data-api/animals/${animalId}/events?${range}`, headers);
    const plotEvents = events.map((e: { ts: string; kind: string; plotName: string }) => [
      e.ts,
      e.kind,
      e.plotName,
    ]);
    expect(plotEvents).toEqual([
      ['2026-11-20T08:30:00.000Z', 'plotExit', FIXTURE.plot],
      ['2026-11-20T08:00:00.000Z', 'plotEntry', FIXTURE.plot],
      ['2026-11-19T08:30:00.000Z', 'plotExit', FIXTURE.plot],
      ['2026-11-19T08:00:00.000Z', 'plotEntry', FIXTURE.plot],
      ['2026-11-18T08:30:00.000Z', 'plotExit', FIXTURE.plot],
    ]);

    const devices = await get(`/api/v1/devices?settlementId=${settlementId}`);
    expect(devices.items).toEqual([
      expect.objectContaining({ identifier: FIXTURE.collar, animalId, battery: 73 }),
    ]);
    // The collar's battery per hour with readings: its last (down a point a fix from 90 %).
    const battery = await get(`/api/v1/devices/${devices.items[0]._id}/battery?${range}`);
    expect(battery).toEqual(
      [85, 79, 73].map((value, d) => ({ ts: Date.parse(`${FIXTURE.days[d]}T08:00:00Z`), battery: value })),
    );
  });
});
