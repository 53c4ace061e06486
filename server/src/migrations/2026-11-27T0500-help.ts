import type { Kysely } from 'kysely';
import { HELP_SEED } from './2026-11-27T0500-help-content';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Help: the FAQs and tips a superadmin writes, their texts per language (searched by language), and
 * their images (kept in the database, so that every server serves them). A first set of entries
 * goes in marked `seeded`, for superadmins to review, change or delete.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('help_entries')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('contexts', 'varchar(200)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('seeded', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('help_entries_kind_idx')
    .on('help_entries')
    .columns(['kind', 'published', 'sort_order'])
    .execute();

  await db.schema
    .createTable('help_texts')
    .addColumn('entry_id', 'varchar(24)', (c) =>
      c.notNull().references('help_entries.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_texts_pk', ['entry_id', 'language'])
    .execute();
  await db.schema.createIndex('help_texts_language_idx').on('help_texts').column('language').execute();

  await db.schema
    .createTable('help_images')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    // Base64: one column type on both dialects; an image is at most 1 MB.
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(24)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  for (const [index, entry] of HELP_SEED.entries()) {
    const id = (0x5eed000000 + index).toString(16).padStart(24, '0');
    await db
      .insertInto('help_entries')
      .values({
        id,
        kind: entry.kind,
        contexts: JSON.stringify(entry.contexts),
        images: '[]',
        sort_order: index * 10,
        published: 1,
        seeded: 1,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('help_texts')
      .values(Object.entries(entry.texts).map(([language, text]) => ({ entry_id: id, language, ...text })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('help_images').execute();
  await db.schema.dropTable('help_texts').execute();
  await db.schema.dropTable('help_entries').execute();
}
