import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Login limits kept in the database, so that every server on it counts the same attempts; and one
 * row per session (a refresh-token family, or a data-API login), which access tokens name, so that
 * logging out ends them at once on every server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_limits')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_limits_window_idx').on('login_limits').column('window_ends').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  // The sessions open before this migration: one per refresh-token family, live while a token of it is.
  await db
    .insertInto('sessions')
    .columns(['id', 'user_id', 'created_at', 'revoked_at'])
    .expression(
      db
        .selectFrom('refresh_tokens')
        .select([
          'family_id',
          sql`max(user_id)`.as('user_id'),
          sql`min(created_at)`.as('created_at'),
          sql`case when sum(case when revoked_at is null then 1 else 0 end) > 0 then null else max(revoked_at) end`.as(
            'revoked_at',
          ),
        ])
        .groupBy('family_id'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('login_limits').execute();
}
