import { sql, type Kysely } from 'kysely';

/*
 * Activation codes are kept as a keyed hash (HMAC-SHA-256 with the server's activation-code secret,
 * decisions.md). A migration has no secret, so the codes stored so far move to `legacy_code`, and the
 * server hashes them into `code_hash` and clears them when it starts, before it answers anyone.
 * SQLite cannot drop a UNIQUE column, so the table is rebuilt (on both dialects, the same way).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function rebuild(
  db: AnyDb,
  codeColumns: (
    table: ReturnType<AnyDb['schema']['createTable']>,
  ) => ReturnType<AnyDb['schema']['createTable']>,
  codeValues: { name: string; value: ReturnType<typeof sql> }[],
): Promise<void> {
  const base = db.schema
    .createTable('batch_devices_next')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('batch_id', 'varchar(24)', (c) =>
      c.notNull().references('device_batches.id').onDelete('cascade'),
    )
    .addColumn('identifier', 'varchar(20)', (c) => c.notNull().unique());
  await codeColumns(base)
    .addColumn('claimed_account_id', 'varchar(24)', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('claimed_at', 'varchar(30)')
    .execute();
  const kept = ['id', 'batch_id', 'identifier', 'claimed_account_id', 'claimed_at'];
  await db
    .insertInto('batch_devices_next')
    .columns([...kept, ...codeValues.map((c) => c.name)])
    .expression(
      db
        .selectFrom('batch_devices')
        .select([...kept, ...codeValues.map(({ name, value }) => value.as(name))]),
    )
    .execute();
  await db.schema.dropTable('batch_devices').execute();
  await db.schema.alterTable('batch_devices_next').renameTo('batch_devices').execute();
  await db.schema
    .createIndex('batch_devices_batch_idx')
    .on('batch_devices')
    .columns(['batch_id', 'identifier'])
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await rebuild(
    db,
    (table) =>
      table
        // Null only while a code from before this migration waits in `legacy_code` for the server.
        .addColumn('code_hash', 'varchar(64)')
        .addColumn('legacy_code', 'varchar(6)'),
    [
      // A hash put back by `down` (64 characters) stays a hash; a code of six waits to be hashed.
      { name: 'code_hash', value: sql`case when length(activation_code) = 64 then activation_code end` },
      { name: 'legacy_code', value: sql`case when length(activation_code) <= 6 then activation_code end` },
    ],
  );
}

/** Hashed codes cannot come back: those devices keep their hash as an unusable code (regenerate them), and `up` takes it back. */
export async function down(db: AnyDb): Promise<void> {
  await rebuild(
    db,
    (table) => table.addColumn('activation_code', 'varchar(64)', (c) => c.notNull().unique()),
    [{ name: 'activation_code', value: sql`coalesce(legacy_code, code_hash)` }],
  );
}
