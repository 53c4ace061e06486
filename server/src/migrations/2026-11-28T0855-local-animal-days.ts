import type { Kysely } from 'kysely';
import { distanceFilterOf } from '@tropero/shared/telemetry';
import { CoefficientTablesService } from '../modules/coefficients/coefficient-tables.service';
import { rebuildAnimalDays } from '../modules/telemetry/rebuild-days';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** SQLite runs migrations outside a transaction; PostgreSQL's already run inside one. */
const atomically = (db: Kysely<any>, work: (trx: Kysely<any>) => Promise<void>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * One notion of a day: an animal's days become its settlement's local days (they were UTC days, which
 * end at 21:00 in Argentina), rebuilt from the stored readings, and each day keeps its first reading, to
 * tell an animal's first day holding only its last hours from a whole one. The rebuild runs the rollup itself
 * (addReadings, the odometer), so that a rebuilt day is the day the live rollup would have made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema.alterTable('animal_days').addColumn('first_ts', 'bigint').execute();
    // The odometer's filter as the `distance` table holds it now (seeded by 2026-11-28T0820).
    const tables = await new CoefficientTablesService(trx).current();
    await rebuildAnimalDays(trx, distanceFilterOf(tables));
  });
}

/** The column goes; the days stay local (the UTC days cannot be told apart again without a rebuild). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('animal_days').dropColumn('first_ts').execute();
}
