import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createSettlement, createUser, login, type TestUser } from '../../test/app';
import { addCollaredAnimal, ingestReadings } from '../../test/collars';
import { DIALECTS, freshPostgresDatabase } from '../../test/database';
import { appOn } from '../../test/database-on-disk';
import { backupRepository, MIGRATION_TABLES, type TableCounts } from './backup.repository';
import { copyToPostgres, inForeignKeyOrder } from './copy-to-postgres';
import { RestoreRefused } from './restore';

describe('tables in foreign-key order', () => {
  it('puts each table after those it references, a self-reference aside', () => {
    const keys: [string, string][] = [
      ['readings', 'devices'],
      ['devices', 'accounts'],
      ['accounts', 'users'],
      ['users', 'users'],
    ];
    expect(inForeignKeyOrder(['readings', 'users', 'devices', 'accounts'], keys)).toEqual([
      'users',
      'accounts',
      'devices',
      'readings',
    ]);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('copying the embedded database into PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tropero-copy-'));
  const file = join(dir, 'tropero.db');
  let owner: TestUser;
  let sourceCounts: TableCounts;
  let target: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    const ctx = await appOn({ dialect: 'sqlite', file });
    try {
      owner = await createUser(ctx);
      const api = apiAs(ctx, owner);
      const settlementId = await createSettlement(ctx, owner);
      const collar = await addCollaredAnimal(api, { settlementId, caravana: 'CP-1' }, 'CP:00:00:01');
      const now = Date.now();
      const readings = Array.from({ length: 30 }, (_, i) => ({
        device: 'CP:00:00:01',
        ts: now - 3_600_000 + i * 60_000,
        lat: -29.41,
        lng: -66.85,
        battery: 80,
      }));
      expect((await ingestReadings(ctx, collar.key, readings)).json().accepted).toBe(30);
      await ctx.services.telemetry.idle();
      // The alert engine files its rule states after the readings: counted once it is done.
      await ctx.services.alertEngine?.idle();
      const tables = await backupRepository.tableNames(ctx.database.db);
      sourceCounts = await backupRepository.countTables(
        ctx.database.db,
        tables.filter((table) => !MIGRATION_TABLES.includes(table)),
      );
    } finally {
      await ctx.close();
    }
    target = await freshPostgresDatabase();
  });
  afterAll(async () => {
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table with the same counts, and logins work on PostgreSQL', async () => {
    expect(sourceCounts.readings).toBe(30);
    const copied = await copyToPostgres(file, target.url);
    expect(copied).toEqual(sourceCounts);

    const there = await appOn({ dialect: 'postgres', url: target.url });
    try {
      expect((await login(there.app, owner.email)).accessToken).toBeTruthy();
      const database = there.database;
      expect(await backupRepository.countRows(database.db, 'readings')).toBe(30);
    } finally {
      await there.close();
    }
  });

  it('refuses a PostgreSQL database that is not empty', async () => {
    await expect(copyToPostgres(file, target.url)).rejects.toThrow(RestoreRefused);
  });

  it('refuses when there is no embedded database', async () => {
    await expect(copyToPostgres(join(dir, 'none.db'), target.url)).rejects.toThrow(/does not exist/);
  });
});
