import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Push and news: each browser's Web Push subscription, each user's alert preferences, the alerts
 * waiting for a user's daily digest mail, the news a superadmin writes and who has read each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(2048)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('heartbeat_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_heartbeat_idx')
    .on('push_subscriptions')
    .column('heartbeat_at')
    .execute();

  await db.schema.alterTable('users').addColumn('alert_preferences', 'text').execute();

  await db.schema
    .createTable('alert_digest_items')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('alert_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('alert', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('alert_digest_items_user_alert_uq', ['user_id', 'alert_id'])
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('audience', 'varchar(10)', (c) => c.notNull())
    .addColumn('languages', 'varchar(40)', (c) => c.notNull())
    .addColumn('publish_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('created_by', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_publish_idx').on('news').column('publish_at').execute();

  await db.schema
    .createTable('news_reads')
    .addColumn('news_id', 'varchar(24)', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_reads_pk', ['user_id', 'news_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_reads').execute();
  await db.schema.dropTable('news').execute();
  await db.schema.dropTable('alert_digest_items').execute();
  await db.schema.alterTable('users').dropColumn('alert_preferences').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
