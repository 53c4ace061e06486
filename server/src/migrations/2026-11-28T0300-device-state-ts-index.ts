import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `/api/health` tells how old the newest filed reading is: the newest of the devices' last readings,
 * read off the end of this index (one entry per device, small, unlike one on every reading).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('device_state_ts_idx').on('device_state').column('ts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('device_state_ts_idx').execute();
}
