import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Periodic jobs claimed by one server at a time (a lease per job row). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('lease_owner', 'varchar(200)')
    .addColumn('lease_until', 'bigint')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_started_at', 'bigint')
    .addColumn('last_finished_at', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
