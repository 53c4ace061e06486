import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The superadmin console: an audit log of every console action (who, what, when, the subject
 * before and after, as JSON), and what the console keeps of an account beyond its plan and its
 * satellite integration: tax condition and ID, contact phone and WhatsApp, device limit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('actor_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'created_at'])
    .execute();

  await db.schema.alterTable('accounts').addColumn('tax_condition', 'varchar(12)').execute();
  await db.schema.alterTable('accounts').addColumn('tax_id', 'varchar(20)').execute();
  await db.schema.alterTable('accounts').addColumn('contact_phone', 'varchar(30)').execute();
  await db.schema.alterTable('accounts').addColumn('whatsapp', 'varchar(20)').execute();
  await db.schema.alterTable('accounts').addColumn('device_limit', 'integer').execute();
  // The console lists accounts newest first and users by email, a page at a time.
  await db.schema.createIndex('accounts_created_idx').on('accounts').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('accounts_created_idx').execute();
  for (const column of ['device_limit', 'whatsapp', 'contact_phone', 'tax_id', 'tax_condition']) {
    await db.schema.alterTable('accounts').dropColumn(column).execute();
  }
  await db.schema.dropTable('audit_log').execute();
}
