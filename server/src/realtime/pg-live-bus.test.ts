import { sql } from 'kysely';
import type { LiveUpdate } from '@tropero/shared/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { LISTEN_APPLICATION_NAME } from '../db/connection';
import { PgNotifications, type NotificationsLog } from '../db/pg-notifications';
import { alertTopics, liveChannels, supportTopic, type AccountAlert } from './live-channels';
import { PgLiveBus } from './pg-live-bus';

const SETTLEMENT = '65a1b2c3d4e5f6a7b8c9d0e1';
const OTHER_SETTLEMENT = '65a1b2c3d4e5f6a7b8c9d0e2';
const ACCOUNT = '55a1b2c3d4e5f6a7b8c9d0e1';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const update = (i: number): LiveUpdate => ({
  deviceId: `65a1b2c3d4e5f6a7b8${String(i).padStart(6, '0')}`,
  animalId: null,
  ts: 1_763_000_000_000 + i,
  lat: -29.41,
  lng: -66.85,
  battery: 80,
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(20);
  }
}

/** One server's side: its LISTEN connection, its live bus, what it logged. */
async function server(database: TestDatabase) {
  const warnings: string[] = [];
  const log: NotificationsLog = { info: () => undefined, warn: (message) => warnings.push(message) };
  const notifications = await PgNotifications.open(database.db, database.listenClient!, log);
  const bus = await PgLiveBus.listen(notifications, log);
  const heard = (settlementId: string) => {
    const updates: LiveUpdate[] = [];
    bus.subscribe(liveChannels.positions, [settlementId], (batch) => updates.push(...batch.updates));
    return updates;
  };
  return {
    notifications,
    bus,
    warnings,
    heard,
    close: async () => {
      await bus.close();
      await notifications.close();
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('live bus across servers on PostgreSQL', () => {
  let database: TestDatabase;
  let first: Awaited<ReturnType<typeof server>>;
  let second: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    first = await server(database);
    second = await server(database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it("hands a server's readings to its own tabs and to the other server's, once each", async () => {
    const onFirst = first.heard(SETTLEMENT);
    const onSecond = second.heard(SETTLEMENT);
    const elsewhere = first.heard(OTHER_SETTLEMENT);
    second.bus.publish(liveChannels.positions, [{ settlementId: SETTLEMENT, updates: [update(1)] }]);
    expect(onSecond).toEqual([update(1)]);
    await until(() => onFirst.length > 0);
    // Long enough for a second copy (an echo to the sender, a repeat) to have come.
    await pause(300);
    expect(onFirst).toEqual([update(1)]);
    expect(onSecond).toEqual([update(1)]);
    expect(elsewhere).toEqual([]);
  });

  it('carries a batch far over the 8000-byte payload limit whole and in order', async () => {
    const onFirst = first.heard(SETTLEMENT);
    const batch = Array.from({ length: 2000 }, (_, i) => update(i));
    second.bus.publish(liveChannels.positions, [{ settlementId: SETTLEMENT, updates: batch.slice(0, 1500) }]);
    second.bus.publish(liveChannels.positions, [{ settlementId: SETTLEMENT, updates: batch.slice(1500) }]);
    await until(() => onFirst.length >= batch.length);
    expect(onFirst).toEqual(batch);
  });

  it("hands alert changes to the streams of the alert's account or settlement, on either server", async () => {
    const byAccount: AccountAlert[] = [];
    const bySettlement: AccountAlert[] = [];
    const elsewhere: AccountAlert[] = [];
    first.bus.subscribe(liveChannels.alerts, alertTopics({ accountIds: [ACCOUNT], settlementIds: [] }), (a) =>
      byAccount.push(a),
    );
    first.bus.subscribe(
      liveChannels.alerts,
      alertTopics({ accountIds: [], settlementIds: [SETTLEMENT] }),
      (a) => bySettlement.push(a),
    );
    first.bus.subscribe(
      liveChannels.alerts,
      alertTopics({ accountIds: [], settlementIds: [OTHER_SETTLEMENT] }),
      (a) => elsewhere.push(a),
    );
    const change: AccountAlert = {
      accountId: ACCOUNT,
      alert: {
        alertId: '45a1b2c3d4e5f6a7b8c9d0e1',
        settlementId: SETTLEMENT,
        type: 'lowBattery',
        state: 'open',
        animalId: null,
        opened: true,
      },
    };
    second.bus.publish(liveChannels.alerts, [change]);
    await until(() => byAccount.length > 0 && bySettlement.length > 0);
    await pause(300);
    expect({ byAccount, bySettlement, elsewhere }).toEqual({
      byAccount: [change],
      bySettlement: [change],
      elsewhere: [],
    });
  });

  it('hands support events to the inbox and to their customer, on either server', async () => {
    const inbox: unknown[] = [];
    const customer: unknown[] = [];
    first.bus.subscribe(liveChannels.support, [supportTopic({ inbox: true })], (e) => inbox.push(e));
    first.bus.subscribe(liveChannels.support, [supportTopic({ userId: 'u1' })], (e) => customer.push(e));
    const mine = { conversationId: 'c1', phoneNumber: null, userId: 'u1' };
    const whatsapp = { conversationId: 'c2', phoneNumber: '+5491100000000', userId: null };
    second.bus.publish(liveChannels.support, [mine, whatsapp]);
    await until(() => inbox.length >= 2);
    await pause(300);
    expect({ inbox, customer }).toEqual({ inbox: [mine, whatsapp], customer: [mine] });
  });

  it('listens again after its connection is lost', async () => {
    const onFirst = first.heard(SETTLEMENT);
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`.execute(
      database.db,
    );
    expect(rows.length).toBe(2);
    // What is sent while a server reconnects is missed: keep sending until it hears again.
    for (let i = 0; onFirst.length === 0; i++) {
      if (i > 100) throw new Error('the first server never listened again');
      second.bus.publish(liveChannels.positions, [
        { settlementId: SETTLEMENT, updates: [update(10_000 + i)] },
      ]);
      await pause(100);
    }
    expect(first.warnings.some((warning) => warning.includes('connection lost'))).toBe(true);
  });

  it('shares news without content with the other servers, and runs it here at once', async () => {
    let here = 0;
    let there = 0;
    const raise = await first.notifications.shared('tropero_test_news', () => here++);
    await second.notifications.shared('tropero_test_news', () => there++);
    raise();
    expect(here).toBe(1);
    await until(() => there === 1);
    await pause(300);
    expect({ here, there }).toEqual({ here: 1, there: 1 });
  });
});
