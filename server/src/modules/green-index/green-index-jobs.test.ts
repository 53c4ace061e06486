import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiAs,
  createSecondApp,
  createSettlement,
  createTestApp,
  createUser,
  squareGeometry,
  type TestContext,
  type TestUser,
} from '../../../test/app';
import { DIALECTS } from '../../../test/database';
import { FakeSatellite } from '../../../test/fake-satellite';
import { testScheduleContext } from '../../../test/schedule';
import { JobRunner } from '../../jobs/job-runner';
import { accountsRepository } from '../accounts/accounts.repository';
import { scheduledJobs } from '../../schedule';

const NOW = Date.parse('2026-01-15T15:00:00Z');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const clearFigures = () =>
  new FakeSatellite((_scene, plot) => ({
    plotId: plot.id,
    clear: true,
    validShare: 1,
    mean: 0.5,
    median: 0.5,
    p10: 0.4,
    p90: 0.6,
  }));

describe.each(DIALECTS)('green-index jobs behind a load balancer on %s', (dialect) => {
  let ctx: TestContext;
  let owner: TestUser;
  let settlementId: string;
  const fakes = [clearFigures(), clearFigures()];

  beforeAll(async () => {
    for (const fake of fakes) {
      fake.scenes = [
        { id: 'S2A_ONE', acquiredAt: Date.parse('2025-12-01T14:10:00Z'), cloudCover: 0 },
        { id: 'S2B_TWO', acquiredAt: Date.parse('2026-01-01T14:10:00Z'), cloudCover: 0 },
      ];
    }
    ctx = await createTestApp(dialect, { satellite: { provider: fakes[0]!, now: () => NOW } });
    owner = await createUser(ctx);
    await accountsRepository.update(ctx.database.db, owner.accountId, {
      account_type: 'FULL',
      satellite_integration: 1,
    });
    settlementId = await createSettlement(ctx, owner);
    await apiAs(ctx, owner).post(`/api/v1/settlements/${settlementId}/plots`, {
      name: 'Potrero',
      geometry: squareGeometry(),
    });
  });
  afterAll(() => ctx.close());

  it('backfills once however many servers run the jobs', async () => {
    const second = await createSecondApp(ctx, { satellite: { provider: fakes[1]!, now: () => NOW } });
    const runners = [ctx, second].map((server, i) => {
      const runner = new JobRunner(ctx.database.db, quiet, { owner: `server-${i}` });
      for (const job of scheduledJobs(testScheduleContext(server, ctx.database.db)))
        if (job.name.startsWith('green-index-')) runner.register(job);
      return runner;
    });
    try {
      await Promise.all(runners.map((runner) => runner.start()));
      await vi.waitFor(
        async () => {
          const rows = await ctx.database.db.selectFrom('jobs').selectAll().execute();
          const backfill = rows.find((row) => row.name === 'green-index-backfill');
          expect(backfill).toMatchObject({ runs: 1, lease_owner: null });
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await second.close();
    }
    const figureCalls = fakes.flatMap((fake) => fake.figureCalls.map((call) => call.sceneId)).sort();
    expect(figureCalls).toEqual(['S2A_ONE', 'S2B_TWO']);
    const stored = await ctx.database.db.selectFrom('plot_ndvi').select('scene_id').execute();
    expect(stored.map((row) => row.scene_id).sort()).toEqual(['S2A_ONE', 'S2B_TWO']);
  });

  it('a backfill whose lease is lost stops before writing a scene, and the next run resumes it', async () => {
    const plot = await apiAs(ctx, owner).post(`/api/v1/settlements/${settlementId}/plots`, {
      name: 'Potrero Nuevo',
      geometry: squareGeometry(-66.9, -29.45),
    });
    const plotId = plot.json<{ _id: string }>()._id;
    const figuresOf = () =>
      ctx.database.db.selectFrom('plot_ndvi').select('scene_id').where('plot_id', '=', plotId).execute();
    const state = () =>
      ctx.database.db
        .selectFrom('green_index_settlements')
        .select('backfill_state')
        .where('settlement_id', '=', settlementId)
        .executeTakeFirstOrThrow();
    // The lease is lost while the provider answers the first scene's figures.
    const lost = new AbortController();
    fakes[0]!.beforeFigures = async () => lost.abort();
    try {
      await ctx.services.greenIndexUpdates.backfillPending(lost.signal);
    } finally {
      fakes[0]!.beforeFigures = async () => {};
    }
    expect(await figuresOf()).toEqual([]);
    expect(await state()).toEqual({ backfill_state: 'running' });

    await ctx.services.greenIndexUpdates.backfillPending(new AbortController().signal);
    expect((await figuresOf()).map((row) => row.scene_id).sort()).toEqual(['S2A_ONE', 'S2B_TWO']);
    expect(await state()).toEqual({ backfill_state: 'done' });
  });
});
