import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Alerts, who read them, and the rules' counters. `open_key` is `type:subjectId` while the alert is
 * open and NULL once resolved: its unique index lets the database decide "one open alert per rule
 * and subject" on both dialects (NULLs never collide).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(24)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('subject_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('animal_id', 'varchar(24)')
    .addColumn('device_id', 'varchar(24)')
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('value', 'double precision')
    .addColumn('threshold', 'double precision')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('open_key', 'varchar(140)')
    .execute();
  await db.schema.createIndex('alerts_open_key').unique().on('alerts').column('open_key').execute();
  // The list: newest first within an account or a shared settlement (keyed on id to break ties).
  await db.schema
    .createIndex('alerts_account_last')
    .on('alerts')
    .columns(['account_id', 'last_at', 'id'])
    .execute();
  await db.schema
    .createIndex('alerts_settlement_last')
    .on('alerts')
    .columns(['settlement_id', 'last_at', 'id'])
    .execute();
  await db.schema.createIndex('alerts_animal').on('alerts').columns(['animal_id', 'last_at']).execute();

  await db.schema
    .createTable('alert_reads')
    .addColumn('alert_id', 'varchar(24)', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_reads_pk', ['alert_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('alert_reads_user')
    .on('alert_reads')
    .columns(['user_id', 'alert_id'])
    .execute();

  await db.schema
    .createTable('alert_rule_states')
    .addColumn('rule', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull())
    .addColumn('since', 'bigint')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_rule_states_pk', ['rule', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_rule_states').execute();
  await db.schema.dropTable('alert_reads').execute();
  await db.schema.dropTable('alerts').execute();
}
