import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The animals of a settlement of one type, in caravana order: the /animals list filtered by
 * settlement and type pages through it and counts it without reading the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('animals_settlement_type_idx')
    .on('animals')
    .columns(['settlement_id', 'type', 'caravana', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('animals_settlement_type_idx').execute();
}
