import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const owned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
      .addColumn('account_id', 'varchar(24)', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      );

  await owned('roundups')
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('roundups_settlement_name_idx')
    .on('roundups')
    .columns(['settlement_id', 'name'])
    .unique()
    .execute();

  await owned('animals')
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('roundup_id', 'varchar(24)', (c) => c.references('roundups.id').onDelete('set null'))
    .addColumn('caravana', 'varchar(20)', (c) => c.notNull())
    .addColumn('senasa', 'varchar(15)')
    .addColumn('eid', 'varchar(15)')
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('subtype', 'varchar(20)')
    .addColumn('breed', 'varchar(30)')
    .addColumn('sex', 'varchar(1)')
    .addColumn('birth_day', 'varchar(10)')
    .addColumn('weight_kg', 'double precision')
    .addColumn('observations', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('animals_caravana_idx')
    .on('animals')
    .columns(['account_id', 'caravana'])
    .unique()
    .execute();
  await db.schema
    .createIndex('animals_senasa_idx')
    .on('animals')
    .columns(['account_id', 'senasa'])
    .unique()
    .where('senasa', 'is not', null)
    .execute();
  await db.schema
    .createIndex('animals_eid_idx')
    .on('animals')
    .columns(['account_id', 'eid'])
    .unique()
    .where('eid', 'is not', null)
    .execute();
  await db.schema
    .createIndex('animals_settlement_idx')
    .on('animals')
    .columns(['settlement_id', 'caravana'])
    .execute();
  await db.schema.createIndex('animals_roundup_idx').on('animals').column('roundup_id').execute();
  await db.schema
    .createIndex('animals_birth_day_idx')
    .on('animals')
    .columns(['account_id', 'birth_day', 'id'])
    .execute();

  await db.schema
    .createTable('roundup_memberships')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('animal_id', 'varchar(24)', (c) => c.notNull().references('animals.id').onDelete('cascade'))
    .addColumn('roundup_id', 'varchar(24)', (c) => c.references('roundups.id').onDelete('set null'))
    .addColumn('roundup_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('from_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('to_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('roundup_memberships_animal_idx')
    .on('roundup_memberships')
    .columns(['animal_id', 'from_at'])
    .execute();

  await owned('devices')
    .addColumn('settlement_id', 'varchar(24)', (c) => c.references('settlements.id').onDelete('set null'))
    .addColumn('animal_id', 'varchar(24)', (c) => c.references('animals.id').onDelete('set null'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('identifier_type', 'varchar(4)', (c) => c.notNull())
    .addColumn('identifier', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('firmware', 'varchar(20)')
    .addColumn('technology', 'varchar(20)')
    .addColumn('signals', 'text', (c) => c.notNull())
    .addColumn('ingest_key_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('devices_animal_type_idx')
    .on('devices')
    .columns(['animal_id', 'type'])
    .unique()
    .where('animal_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('devices_account_idx')
    .on('devices')
    .columns(['account_id', 'identifier'])
    .execute();

  await owned('gateways')
    .addColumn('settlement_id', 'varchar(24)', (c) => c.references('settlements.id').onDelete('set null'))
    .addColumn('identifier', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('ingest_key_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('allocations')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(24)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('animal_id', 'varchar(24)', (c) => c.notNull().references('animals.id').onDelete('cascade'))
    .addColumn('plot_id', 'varchar(24)', (c) => c.notNull().references('plots.id').onDelete('cascade'))
    .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_date', 'varchar(10)')
    .execute();
  await db.schema
    .createIndex('allocations_animal_idx')
    .on('allocations')
    .columns(['animal_id', 'from_date'])
    .execute();
  await db.schema
    .createIndex('allocations_plot_idx')
    .on('allocations')
    .columns(['plot_id', 'to_date'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['allocations', 'gateways', 'devices', 'roundup_memberships', 'animals', 'roundups']) {
    await db.schema.dropTable(table).execute();
  }
}
