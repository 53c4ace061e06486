import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Readings acknowledged but not yet filed into `readings` and the rollups: each group commit
 * appends one row holding its readings (a JSON array), and a later transaction files many groups at
 * once, so that the pages holding each device's rows are written once per thousands of readings
 * rather than once per group. One row per group, keyed by an ObjectId (increasing, so appended at
 * the end): a group commit writes a handful of pages whatever the devices it holds.
 * No foreign keys: filing drops the readings of a device deleted meanwhile and files those of a
 * deleted animal or settlement without it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_readings')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('readings', 'text', (c) => c.notNull())
    .execute();
}

/** Pending readings left at a downgrade are lost: file them first (start and stop the server once). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_readings').execute();
}
