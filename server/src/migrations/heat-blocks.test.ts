import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { createSettlement, createUser } from '../../test/app';
import { describeWithApp } from '../../test/suite';
import { migrations } from './index';

describeWithApp('heat blocks migration on %s', {}, (ctx) => {
  it('sums the day cells already stored into 8-day blocks; down and up again keep the day cells', async () => {
    const settlementId = await createSettlement(ctx, await createUser(ctx));
    const { db } = ctx.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const layout = async () =>
      (
        await sql<{ sql: string }>`select sql from sqlite_master where name = 'heat_cells'`.execute(db)
      ).rows[0]!.sql.toLowerCase();

    expect((await migrator.migrateTo('2026-11-22T1300-telemetry')).error).toBeUndefined();
    if (ctx.dialect === 'sqlite') expect(await layout()).not.toContain('without rowid');
    const cells = [
      { day: '2026-10-25', ix: 1, iy: 1, count: 2 },
      { day: '2026-10-26', ix: 1, iy: 1, count: 3 },
      { day: '2026-11-02', ix: 1, iy: 1, count: 4 },
      { day: '2026-11-02', ix: 2, iy: 1, count: 5 },
      { day: '2026-11-03', ix: 1, iy: 1, count: 6 },
    ].map((cell) => ({ settlement_id: settlementId, ...cell }));
    await db.insertInto('heat_cells').values(cells).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    if (ctx.dialect === 'sqlite') expect(await layout()).toContain('without rowid');
    const blocks = await db
      .selectFrom('heat_blocks')
      .select(['settlement_id', 'block_start', 'ix', 'iy', 'count'])
      .orderBy('block_start')
      .orderBy('ix')
      .execute();
    expect(blocks).toEqual([
      { settlement_id: settlementId, block_start: '2026-10-18', ix: 1, iy: 1, count: 2 },
      { settlement_id: settlementId, block_start: '2026-10-26', ix: 1, iy: 1, count: 7 },
      { settlement_id: settlementId, block_start: '2026-10-26', ix: 2, iy: 1, count: 5 },
      { settlement_id: settlementId, block_start: '2026-11-03', ix: 1, iy: 1, count: 6 },
    ]);
    const kept = await db.selectFrom('heat_cells').selectAll().orderBy('day').orderBy('ix').execute();
    expect(kept).toEqual(cells);
  });
});
