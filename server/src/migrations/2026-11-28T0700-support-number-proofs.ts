import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A WhatsApp number a customer gave in the app, waiting for the one-time code sent to it: one per
 * user (a new request replaces the old), the code kept only as a hash, with its expiry and the
 * attempts spent on it. The number joins his conversation only once the code comes back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_number_proofs')
    .addColumn('user_id', 'varchar(24)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_number_proofs').execute();
}
