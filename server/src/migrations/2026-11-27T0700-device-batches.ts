import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A production batch: in stock until shipped to an account; activated once every device is claimed.
  await db.schema
    .createTable('device_batches')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('device_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('technology', 'varchar(20)', (c) => c.notNull())
    .addColumn('firmware', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // Devices claimed so far (kept with each claim, so that the state filters in SQL).
    .addColumn('activated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipped_account_id', 'varchar(24)', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('shipped_at', 'varchar(30)')
    .addColumn('created_by', 'varchar(24)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_batches_created_idx')
    .on('device_batches')
    .columns(['created_at', 'id'])
    .execute();

  // Each device of a batch with its activation code; claimed once, by the account that adds it.
  await db.schema
    .createTable('batch_devices')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('batch_id', 'varchar(24)', (c) =>
      c.notNull().references('device_batches.id').onDelete('cascade'),
    )
    .addColumn('identifier', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('activation_code', 'varchar(6)', (c) => c.notNull().unique())
    .addColumn('claimed_account_id', 'varchar(24)', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('claimed_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('batch_devices_batch_idx')
    .on('batch_devices')
    .columns(['batch_id', 'identifier'])
    .execute();

  // A retired device stays listed in the console, reports no more and leaves its account's lists.
  await db.schema.alterTable('devices').addColumn('retired_at', 'varchar(30)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('retired_at').execute();
  await db.schema.dropTable('batch_devices').execute();
  await db.schema.dropTable('device_batches').execute();
}
