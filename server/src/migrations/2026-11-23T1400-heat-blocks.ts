import { sql, type Kysely } from 'kysely';
import { DAY_MS } from '@tropero/shared/constants';
import { isSqlite, storedByKey } from '../db/stored-by-key';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Blocks of 8 UTC days counted from 1970-01-01 (the telemetry rollup's HEAT_BLOCK_DAYS as of this migration). */
const BLOCK_DAYS = 8;

function blockOf(day: string): { start: string; end: string } {
  const epochDay = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  const first = Math.floor(epochDay / BLOCK_DAYS) * BLOCK_DAYS;
  const iso = (epoch: number) => new Date(epoch * DAY_MS).toISOString().slice(0, 10);
  return { start: iso(first), end: iso(first + BLOCK_DAYS - 1) };
}

/** SQLite runs migrations outside a transaction; PostgreSQL's already run inside one. */
const atomically = (db: Kysely<any>, work: (trx: Kysely<any>) => Promise<void>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** Re-creates heat_cells with the same rows, kept in its key's B-tree or as an ordinary rowid table (SQLite only). */
async function rebuildHeatCells(db: Kysely<any>, byKey: boolean): Promise<void> {
  const table = db.schema
    .createTable('heat_cells_rebuilt')
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('ix', 'integer', (c) => c.notNull())
    .addColumn('iy', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('heat_cells_pk', ['settlement_id', 'day', 'ix', 'iy']);
  await (byKey ? storedByKey(db, table) : table).execute();
  const columns = ['settlement_id', 'day', 'ix', 'iy', 'count'] as const;
  await db
    .insertInto('heat_cells_rebuilt')
    .columns(columns)
    .expression(db.selectFrom('heat_cells').select(columns))
    .execute();
  await db.schema.dropTable('heat_cells').execute();
  await db.schema.alterTable('heat_cells_rebuilt').renameTo('heat_cells').execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    // A heat-map range reads its day cells by key: on SQLite, without a lookup per row.
    if (isSqlite(trx)) await rebuildHeatCells(trx, true);
    // The same cells summed over 8-day blocks, so that long ranges read far fewer rows.
    await storedByKey(
      trx,
      trx.schema
        .createTable('heat_blocks')
        .addColumn('settlement_id', 'varchar(24)', (c) =>
          c.notNull().references('settlements.id').onDelete('cascade'),
        )
        .addColumn('block_start', 'varchar(10)', (c) => c.notNull())
        .addColumn('ix', 'integer', (c) => c.notNull())
        .addColumn('iy', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('heat_blocks_pk', ['settlement_id', 'block_start', 'ix', 'iy']),
    ).execute();
    const days = await trx.selectFrom('heat_cells').select('day').distinct().execute();
    const blocks = new Map(days.map(({ day }) => [blockOf(day).start, blockOf(day)]));
    for (const { start, end } of blocks.values()) {
      await trx
        .insertInto('heat_blocks')
        .columns(['settlement_id', 'block_start', 'ix', 'iy', 'count'])
        .expression(
          trx
            .selectFrom('heat_cells')
            .select([
              'settlement_id',
              sql<string>`${start}`.as('block_start'),
              'ix',
              'iy',
              (eb) => eb.fn.sum('count').as('count'),
            ])
            .where('day', '>=', start)
            .where('day', '<=', end)
            .groupBy(['settlement_id', 'ix', 'iy']),
        )
        .execute();
    }
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema.dropTable('heat_blocks').execute();
    if (isSqlite(trx)) await rebuildHeatCells(trx, false);
  });
}
