import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Invitations to join an account sent to an address nobody has registered yet: the owner invites
 * an email either way (the answer never says whether it is registered). Once the address's owner
 * signs up and verifies it, each one becomes an invitation waiting for his answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_email_invitations')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(24)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('invited_by', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('account_email_invitations_account_email_uq', ['account_id', 'email'])
    .execute();
  await db.schema
    .createIndex('account_email_invitations_email_idx')
    .on('account_email_invitations')
    .column('email')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_email_invitations').execute();
}
