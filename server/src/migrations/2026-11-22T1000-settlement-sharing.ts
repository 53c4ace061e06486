import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settlement_members')
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('settlement_members_pk', ['settlement_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('settlement_members_user_idx')
    .on('settlement_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('settlement_invites')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('invited_by', 'varchar(24)', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('settlement_invites_lookup_idx')
    .on('settlement_invites')
    .columns(['settlement_id', 'email'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settlement_invites').execute();
  await db.schema.dropTable('settlement_members').execute();
}
