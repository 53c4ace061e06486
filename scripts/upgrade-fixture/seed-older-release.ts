/**
 * Runs inside a checkout of an older release (copied to its `server/test/`, so that the imports below
 * are that release's own code): migrates the database named by FIXTURE_DIALECT and FIXTURE_TARGET (a
 * SQLite file or a PostgreSQL URL) with that release's migrations and fills it through that
 * release's API with a small farm. scripts/make-upgrade-fixture.mjs drives it; the upgrade test
 * (server/src/migrations/upgrade.test.ts) reads the dumps and expects exactly these names and readings.
 */
import { buildApp } from '../src/app';
import { openPostgres, openSqlite } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { outboxMailer } from '../src/providers/mail/mailer';
import { apiAs, createSettlement, createUser, testConfig, type TestContext } from './app';
import { addCollaredAnimal, ingestReadings } from './collars';

const dialect = process.env.FIXTURE_DIALECT;
const target = process.env.FIXTURE_TARGET;
if (!target || (dialect !== 'sqlite' && dialect !== 'postgres')) {
  throw new Error('FIXTURE_DIALECT (sqlite | postgres) and FIXTURE_TARGET are required');
}

// The release's background timers (readings filed in batches) are unref'd: this keeps the process
// alive until the seed is done.
const keepAlive = setInterval(() => {}, 60_000);
const database = dialect === 'sqlite' ? openSqlite(target) : openPostgres(target);
await migrateToLatest(database.db);
const app = await buildApp({
  config: testConfig(),
  database,
  mailer: outboxMailer(database.db, { info: () => {} }),
});
const ctx = { app, database } as unknown as TestContext;

const check = async (what: string, response: { statusCode: number; body: string }) => {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
};

// A verified user (the helper's password, "correct horse battery") owning his account.
const owner = await createUser(ctx, { email: 'productor.antiguo@example.com' });
const api = apiAs(ctx, owner);
const settlementId = await createSettlement(ctx, owner, 'Campo Viejo', { lat: -29.41, lng: -66.86 });
// One plot, 0.01° square, its south-west corner at (-66.86, -29.41).
await check(
  'plot',
  await api.post(`/api/v1/settlements/${settlementId}/plots`, {
    name: 'Potrero Norte',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-66.86, -29.41],
          [-66.85, -29.41],
          [-66.85, -29.4],
          [-66.86, -29.4],
          [-66.86, -29.41],
        ],
      ],
    },
  }),
);
const collar = await addCollaredAnimal(
  api,
  { settlementId, caravana: 'VIEJA-001', weightKg: 420 },
  'C0:11:A8:00:00:01',
);

// Three days (18 to 20 November 2026, fixed so that the dump is the same on every run): six fixes a
// morning from 08:00 UTC, 10 minutes apart, the first three inside the plot, the last three east of
// it; the battery goes down a point a fix from 90 %.
const DAYS = ['2026-11-18', '2026-11-19', '2026-11-20'];
for (const [d, day] of DAYS.entries()) {
  const readings = Array.from({ length: 6 }, (_, i) => ({
    device: 'C0:11:A8:00:00:01',
    ts: Date.parse(`${day}T08:00:00Z`) + i * 600_000,
    lat: -29.405,
    lng: i < 3 ? -66.855 : -66.84,
    battery: 90 - d * 6 - i,
    temperature: 38.5,
    behaviour: { grazing: 400, ruminating: 200 },
  }));
  await check('readings', await ingestReadings(ctx, collar.key, readings));
}

// Files the readings left pending (the filer's own timer does not keep the process alive) into
// readings and rollups before closing.
await app.telemetry.filePending();
await app.close();
const filed = await database.db
  .selectFrom('readings')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
await database.destroy();
clearInterval(keepAlive);
if (Number(filed.n) !== DAYS.length * 6) throw new Error(`expected 18 readings filed, found ${filed.n}`);
console.log(`seeded ${dialect}: 1 user, 1 settlement, 1 plot, 1 collared animal, ${filed.n} readings`);
