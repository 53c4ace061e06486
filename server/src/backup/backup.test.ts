import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  call,
  createSettlement,
  createTestApp,
  createUser,
  login,
  type TestContext,
  type TestUser,
} from '../../test/app';
import { addCollaredAnimal, ingestReadings, type Collar } from '../../test/collars';
import { DIALECTS } from '../../test/database';
import { backupRepository } from './backup.repository';
import { BackupService, type DatabaseSource } from './backup.service';
import { restoreBackup, RestoreRefused } from './restore';
import { appOn, databaseOnDisk } from '../../test/database-on-disk';

describe.each(DIALECTS)('backups and restore on %s', (dialect) => {
  const dir = mkdtempSync(join(tmpdir(), 'tropero-backup-'));
  const backupDir = join(dir, 'backups');
  const drops: (() => Promise<void>)[] = [];
  let live: { source: DatabaseSource; drop(): Promise<void> };
  let ctx: TestContext;
  let superadmin: TestUser;
  let owner: TestUser;
  let collar: Collar;
  const identifier = 'BK:00:00:01';

  beforeAll(async () => {
    live = await databaseOnDisk(dialect, dir, 'live');
    ctx = await appOn(live.source, { backups: { source: live.source, dir: backupDir, keep: 7 } });
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
    owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    const settlementId = await createSettlement(ctx, owner);
    collar = await addCollaredAnimal(api, { settlementId, caravana: 'BK-1' }, identifier);
  });
  afterAll(async () => {
    await ctx.close();
    await live.drop();
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Posts readings, a few at a time, until stopped; answers how many were accepted. */
  function ingestUntilStopped() {
    let stopped = false;
    let posts = 0;
    let ts = Date.now() - 3_600_000;
    const loop = (async () => {
      let accepted = 0;
      while (!stopped) {
        const batch = Array.from({ length: 5 }, () => ({
          device: identifier,
          ts: (ts += 1000),
          lat: -29.41,
          lng: -66.85,
        }));
        const sent = await ingestReadings(ctx, collar.key, batch);
        accepted += sent.json().accepted;
        posts += 1;
      }
      return accepted;
    })();
    return {
      posts: () => posts,
      stop: async () => {
        stopped = true;
        return loop;
      },
    };
  }

  const untilPosts = async (ingest: { posts(): number }, n: number) => {
    while (ingest.posts() < n) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  let backup: { name: string; counts: Record<string, number> };
  let restored: DatabaseSource;

  it('backs up while readings are ingested, and the restore into an empty database has its counts and logins', async () => {
    const ingest = ingestUntilStopped();
    await untilPosts(ingest, 3);
    const response = await call(ctx.app, 'POST', '/api/v1/backups', { token: superadmin.token });
    const postsDuringBackup = ingest.posts();
    await untilPosts(ingest, postsDuringBackup + 1);
    const accepted = await ingest.stop();
    expect(response.statusCode).toBe(200);
    backup = response.json();
    expect(response.json()).toMatchObject({
      verified: true,
      name: expect.stringMatching(/^tropero-.*\.(db|dump)$/),
    });
    expect(backup.counts.users).toBe(2);
    expect(backup.counts.readings).toBeGreaterThan(0);
    // The ingestion went on after the snapshot: the live database holds more readings than the backup.
    const liveReadings = await backupRepository.countRows(ctx.database.db, 'readings');
    expect(liveReadings).toBe(accepted);
    expect(backup.counts.readings).toBeLessThan(liveReadings);

    const target = await databaseOnDisk(dialect, dir, 'restored');
    drops.push(target.drop);
    restored = target.source;
    const counts = await restoreBackup(restored, join(backupDir, backup.name));
    expect(counts).toEqual(backup.counts);

    const there = await appOn(restored);
    try {
      expect((await login(there.app, owner.email)).accessToken).toBeTruthy();
    } finally {
      await there.close();
    }
  });

  it('refuses to restore into a database with data unless forced', async () => {
    const file = join(backupDir, backup.name);
    await expect(restoreBackup(restored, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(restored, file)).rejects.toThrow(/--force/);
    expect(await restoreBackup(restored, file, { force: true })).toEqual(backup.counts);
  });

  it('refuses a backup of the other dialect', async () => {
    const other = dialect === 'sqlite' ? 'x.dump' : 'x.db';
    await expect(restoreBackup(restored, join(backupDir, other), { force: true })).rejects.toThrow(
      RestoreRefused,
    );
  });

  it('lists the backups to superadmins, keeps the newest BACKUP_KEEP, and refuses everyone else', async () => {
    const keepTwo = new BackupService(ctx.database.db, { source: live.source, dir: backupDir, keep: 2 });
    const second = await keepTwo.create();
    const third = await keepTwo.create();
    const listed = await call(ctx.app, 'GET', '/api/v1/backups', { token: superadmin.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((item: { name: string }) => item.name)).toEqual([third.name, second.name]);
    expect(listed.json().items[0]).toMatchObject({ createdAt: third.createdAt, size: third.size });
    expect(readdirSync(backupDir).sort()).toEqual([second.name, third.name]);

    const admin = await createUser(ctx, { tags: ['admin'] });
    for (const user of [owner, admin]) {
      expect((await call(ctx.app, 'POST', '/api/v1/backups', { token: user.token })).statusCode).toBe(403);
      expect((await call(ctx.app, 'GET', '/api/v1/backups', { token: user.token })).statusCode).toBe(403);
    }
  });

  it.runIf(dialect === 'postgres')(
    'reports a missing pg_dump as a failed backup, naming the client tools, and leaves no file',
    async () => {
      const service = new BackupService(ctx.database.db, { source: live.source, dir: backupDir, keep: 7 });
      const before = readdirSync(backupDir).sort();
      const path = process.env.PATH;
      process.env.PATH = dir;
      try {
        await expect(service.create()).rejects.toThrow(/install the PostgreSQL client tools/);
      } finally {
        process.env.PATH = path;
      }
      expect(readdirSync(backupDir).sort()).toEqual(before);
    },
  );

  it('answers that backups are unavailable on a server built without them', async () => {
    const bare = await createTestApp(dialect);
    try {
      const admin = await createUser(bare, { tags: ['superadmin'] });
      const response = await call(bare.app, 'GET', '/api/v1/backups', { token: admin.token });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('backups are not available on this server');
    } finally {
      await bare.close();
    }
  });
});
