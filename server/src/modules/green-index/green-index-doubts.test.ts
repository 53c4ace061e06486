import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlotNdviSeries } from '@tropero/shared/contracts/green-index';
import {
  apiAs,
  call,
  createSettlement,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/app';
import { dataApiHeaders } from '../../../test/collars';
import { DIALECTS } from '../../../test/database';
import { FakeStac, L2A } from '../../../test/fake-stac';
import { polygonOf } from '../../../test/two-tile-scene';
import { PLOT, serveUniformItem } from '../../../test/uniform-scene';
import { earthSearch } from '../../providers/satellite/earth-search';
import { biomassRepository } from '../biomass/biomass.repository';

/*
 * Doubtful scenes end to end: recorded sentinel-2-l2a answers (test/uniform-scene.ts) read by the
 * Earth Search adapter, judged and stored by the backfill, shown by the API, left out by biomass.
 * The plot covers 1,600 pixels; every figure below is computed by hand.
 */

/** The backfill reads up to 28 January; the refresh, a week later, finds the scene of the 29th. */
const BACKFILL_AT = Date.parse('2024-01-28T15:00:00Z');
const REFRESH_AT = Date.parse('2024-02-04T15:00:00Z');

describe.each(DIALECTS)('doubtful scenes on %s', (dialect) => {
  let fake: FakeStac;
  let ctx: TestContext;
  let owner: TestUser;
  let superadmin: TestUser;
  let settlementId: string;
  let plotId: string;
  let now = BACKFILL_AT;

  beforeAll(async () => {
    fake = await FakeStac.start();
    const item = (day: string, boaOffsetApplied = true): Parameters<typeof serveUniformItem>[1] => ({
      collection: L2A,
      id: `S2B_20HNH_202401${day}_0_L2A`,
      datetime: `2024-01-${day}T14:07:25Z`,
      boaOffsetApplied,
    });
    // 5 and 10 January: files already harmonised (flag true, raster:bands −0.1 not applied again):
    // red 300 × 0.0001 = 0.03, near infrared 3000 × 0.0001 = 0.30 → NDVI 0.27 / 0.33 = 9/11.
    for (const day of ['05', '10']) serveUniformItem(fake, item(day), { red: () => 300, nir: () => 3000 });
    // 15 January: flag false over harmonised files. With −0.1, red is 1300 × 0.0001 − 0.1 = 0.03 on
    // every fourth column and 800 × 0.0001 − 0.1 = −0.02 on the rest (rejected: 1,200 of 1,600 pixels,
    // 0.75 > 0.1) → doubtful, "negativeReflectance"; the 400 left give 9/11.
    serveUniformItem(fake, item('15', false), {
      red: (col) => (col % 4 === 0 ? 1300 : 800),
      nir: () => 4000,
    });
    // 20 January: red 0.15, near infrared 0.25 → NDVI 0.10 / 0.40 = 0.25. The plot's clear, not
    // doubtful scenes in the 20 days before: 5 and 10 January (15 January is doubtful), median 9/11;
    // |0.25 − 0.8182| = 0.5682 > 0.3 → doubtful, "jump".
    serveUniformItem(fake, item('20'), { red: () => 1500, nir: () => 2500 });
    // 29 January, published late (the refresh reads it): NDVI 0.25 again; see the last test.
    serveUniformItem(fake, item('29'), { red: () => 1500, nir: () => 2500 });

    ctx = await createTestApp(dialect, {
      satellite: {
        provider: earthSearch({ apiUrl: fake.url, collection: L2A, backoffMs: 5 }),
        now: () => now,
      },
    });
    owner = await createUser(ctx);
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
    const turnedOn = await apiAs(ctx, superadmin).put(`/api/v1/userAccount/${owner.accountId}`, {
      accountType: 'FULL',
      satelliteIntegration: true,
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    settlementId = await createSettlement(ctx, owner, 'Estancia Dudosa', { lat: -33.88, lng: -63 });
    const created = await apiAs(ctx, owner).post(`/api/v1/settlements/${settlementId}/plots`, {
      name: 'Potrero Uno',
      geometry: polygonOf(PLOT),
    });
    expect(created.statusCode, created.body).toBe(201);
    plotId = created.json<{ _id: string }>()._id;
    await ctx.services.greenIndexUpdates.backfillPending();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.stop();
  });

  it('keeps a scene with negative reflectance and a jump as doubtful, with the reason, in the NDVI series', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/data-api/settlements/${settlementId}/ndvi`,
      headers: await dataApiHeaders(apiAs(ctx, owner), owner),
      query: { userAccountId: owner.accountId },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [series] = answer.json<PlotNdviSeries[]>();
    expect(
      series!.points.map(({ date, clear, median, doubt }) => ({
        date: date.slice(0, 10),
        clear,
        median,
        doubt,
      })),
    ).toEqual([
      { date: '2024-01-05', clear: true, median: expect.closeTo(9 / 11, 12), doubt: null },
      { date: '2024-01-10', clear: true, median: expect.closeTo(9 / 11, 12), doubt: null },
      { date: '2024-01-15', clear: true, median: expect.closeTo(9 / 11, 12), doubt: 'negativeReflectance' },
      { date: '2024-01-20', clear: true, median: expect.closeTo(0.25, 12), doubt: 'jump' },
    ]);
  });

  it('gives biomass only the clear scenes that are not doubtful', async () => {
    const db = ctx.database.db;
    const from = Date.parse('2024-01-01T00:00:00Z');
    const [last] = await biomassRepository.lastScenes(db, [plotId], from, BACKFILL_AT);
    expect(last).toMatchObject({ plot_id: plotId, acquired_at: Date.parse('2024-01-10T14:07:25Z') });
    const scenes = await biomassRepository.scenes(db, plotId, from, BACKFILL_AT);
    expect(scenes.map((scene) => new Date(scene.acquired_at).toISOString().slice(0, 10))).toEqual([
      '2024-01-05',
      '2024-01-10',
    ]);
  });

  it('judges the scenes read after an edit by the greenIndex table as edited', async () => {
    const rows = [
      { key: 'rejectedShareMax', value: 0.1, unit: 'share of valid pixels' },
      { key: 'jumpMax', value: 0.5, unit: 'NDVI' },
      { key: 'jumpWindowDays', value: 20, unit: 'd' },
      { key: 'jumpMinNeighbours', value: 1, unit: 'scenes' },
    ].map((row) => ({ ...row, source: 'Tropero [U]', confidence: 'unverified' }));
    const edited = await call(
      ctx.app,
      'PUT',
      `/data-api/biomass-coefficients/greenIndex?userAccountId=${superadmin.accountId}`,
      {
        headers: await dataApiHeaders(apiAs(ctx, superadmin), superadmin),
        body: { rows, note: 'Umbral de salto más estricto' },
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    now = REFRESH_AT;
    await ctx.services.greenIndexUpdates.refreshAll();
    // 29 January, NDVI 0.25. Its window, 9 to 29 January, holds one usable scene (10 January, 9/11;
    // 15 and 20 January are doubtful): with the shipped table (two neighbours needed) it would not be
    // judged; with one neighbour enough, |0.25 − 0.8182| = 0.5682 > 0.5 → "jump".
    const [row] = await ctx.database.db
      .selectFrom('plot_ndvi')
      .select(['median', 'doubt'])
      .where('plot_id', '=', plotId)
      .where('acquired_at', '=', Date.parse('2024-01-29T14:07:25Z'))
      .execute();
    expect(row).toEqual({ median: expect.closeTo(0.25, 12), doubt: 'jump' });
  });
});
