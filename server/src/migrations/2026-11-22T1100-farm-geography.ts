import { sql, type Kysely } from 'kysely';

/** Crop and pasture types of Argentina (docs/domain.md §11); ids are stable slugs. */
const CROP_TYPES: [id: string, name: string, group: string, available: boolean][] = [
  ['alfalfa', 'Alfalfa', 'pastura', true],
  ['festuca', 'Festuca', 'pastura', true],
  ['raigras-anual', 'Raigrás anual', 'pastura', true],
  ['raigras-perenne', 'Raigrás perenne', 'pastura', true],
  ['agropiro', 'Agropiro', 'pastura', true],
  ['pasto-lloron', 'Pasto llorón', 'pastura', true],
  ['gatton-panic', 'Gatton panic', 'megatermica', true],
  ['megatermicas', 'Megatérmicas (otras)', 'megatermica', false],
  ['campo-natural', 'Campo natural', 'natural', true],
  ['pastura-consociada', 'Pastura consociada', 'pastura', true],
  ['verdeo-invierno-avena', 'Verdeo de invierno: avena', 'verdeo-invierno', true],
  ['verdeo-invierno-centeno', 'Verdeo de invierno: centeno', 'verdeo-invierno', true],
  ['verdeo-invierno-cebada', 'Verdeo de invierno: cebada', 'verdeo-invierno', true],
  ['verdeo-invierno-triticale', 'Verdeo de invierno: triticale', 'verdeo-invierno', true],
  ['verdeo-verano-sorgo', 'Verdeo de verano: sorgo forrajero', 'verdeo-verano', true],
  ['verdeo-verano-maiz', 'Verdeo de verano: maíz', 'verdeo-verano', true],
  ['verdeo-verano-moha', 'Verdeo de verano: moha', 'verdeo-verano', true],
  ['rastrojo-maiz', 'Rastrojo de maíz', 'rastrojo', true],
  ['rastrojo-soja', 'Rastrojo de soja', 'rastrojo', true],
  ['rastrojo-trigo', 'Rastrojo de trigo', 'rastrojo', true],
  ['verdeo-generico', 'Verdeo (sin especificar)', 'verdeo-invierno', false],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settlements').addColumn('establishment_code', 'varchar(30)').execute();
  await db.schema
    .alterTable('settlements')
    .addColumn('utc_offset_minutes', 'integer', (c) => c.notNull().defaultTo(-180))
    .execute();
  await db.schema
    .alterTable('settlements')
    .addColumn('alert_params', 'text', (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();

  const geometryTable = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
      .addColumn('account_id', 'varchar(24)', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('settlement_id', 'varchar(24)', (c) =>
        c.notNull().references('settlements.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('geometry', 'text', (c) => c.notNull())
      .addColumn('area_ha', 'double precision', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull());

  await geometryTable('plots')
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plots_settlement_idx')
    .on('plots')
    .columns(['settlement_id', 'name'])
    .execute();

  await geometryTable('fences')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('fences_settlement_idx').on('fences').column('settlement_id').execute();

  await db.schema
    .createTable('markers')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(24)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('markers_settlement_idx').on('markers').column('settlement_id').execute();

  await db.schema
    .createTable('crop_types')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('group_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('crop_types')
    .values(
      CROP_TYPES.map(([id, name, group, available]) => ({
        id,
        name,
        group_name: group,
        available: available ? 1 : 0,
      })),
    )
    .execute();

  await db.schema
    .createTable('crops')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('plot_id', 'varchar(24)', (c) => c.notNull().references('plots.id').onDelete('cascade'))
    .addColumn('crop_type_id', 'varchar(50)', (c) => c.notNull().references('crop_types.id'))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('quality', 'varchar(50)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crops_plot_idx').on('crops').columns(['plot_id', 'start_date']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['crops', 'crop_types', 'markers', 'fences', 'plots'])
    await db.schema.dropTable(table).execute();
  for (const column of ['alert_params', 'utc_offset_minutes', 'establishment_code']) {
    await db.schema.alterTable('settlements').dropColumn(column).execute();
  }
}
