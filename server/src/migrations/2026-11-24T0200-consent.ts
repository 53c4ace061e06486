import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Consent: a verified email per user, a one-time secret per settlement invitation, the mailed links
 * that verify an email, and the invitations to join an account that wait for the invitee's answer.
 * Users and invitations from before stay unverified and without a secret: only a verified email
 * (or a new invitation, which carries one) opens them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(30)').execute();
  await db.schema.alterTable('settlement_invites').addColumn('token_hash', 'varchar(64)').execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verifications_user_idx')
    .on('email_verifications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('account_invitations')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(24)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('invited_by', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('account_invitations_account_user_uq', ['account_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('account_invitations_user_idx')
    .on('account_invitations')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_invitations').execute();
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('settlement_invites').dropColumn('token_hash').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
