import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Technical support: one conversation per customer (keyed by his WhatsApp number in its received
 * form, or by his user when he writes from the app without one), its messages (a WhatsApp message
 * id is unique: deliveries repeat), and the canned answers support people reuse.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_conversations')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('phone_number', 'varchar(20)', (c) => c.unique())
    .addColumn('user_id', 'varchar(24)', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('account_id', 'varchar(24)', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('profile_name', 'varchar(100)')
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('assignee_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'varchar(30)')
    .addColumn('last_message_text', 'varchar(200)')
    .addColumn('last_channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_whatsapp_in_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_conversations_state_idx')
    .on('support_conversations')
    .columns(['state', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('conversation_id', 'varchar(24)', (c) =>
      c.notNull().references('support_conversations.id').onDelete('cascade'),
    )
    .addColumn('direction', 'varchar(3)', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('internal', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('template', 'varchar(100)')
    .addColumn('author_id', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('wa_message_id', 'varchar(200)', (c) => c.unique())
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('support_messages_conversation_idx')
    .on('support_messages')
    .columns(['conversation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('support_canned_answers')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('shortcut', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_canned_answers').execute();
  await db.schema.dropTable('support_messages').execute();
  await db.schema.dropTable('support_conversations').execute();
}
