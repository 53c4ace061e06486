import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C1_L2A, FakeStac, L2A } from '../../../test/fake-stac';
import { plot } from '../../../test/two-tile-scene';
import { PLOT, serveUniformItem } from '../../../test/uniform-scene';
import { earthSearch, type EarthSearchOptions } from './earth-search';

/*
 * Which collection is read, and what its metadata says about the files' offset (docs/domain.md §8,
 * docs/providers.md §3). Collection 1 files carry the +1000 and its items say so (raster:bands offset −0.1);
 * in `sentinel-2-l2a`, `earthsearch:boa_offset_applied` true means the +1000 was already taken out of the
 * files while raster:bands still states −0.1, and some items say false over files already harmonised.
 * PLOT covers 1,600 pixels of uniform digital numbers (test/uniform-scene.ts), so its figures are
 * computed here by hand.
 */

const JANUARY = [Date.parse('2024-01-01T00:00:00Z'), Date.parse('2024-01-31T23:59:59Z')] as const;
const BBOX = [-63, -34, -62, -33] as [number, number, number, number];
/** NDVI of red 0.03 and near infrared 0.30: (0.30 − 0.03) / (0.30 + 0.03) = 0.27 / 0.33 = 9/11. */
const NINE_ELEVENTHS = 9 / 11;

describe('Earth Search collections and offsets', () => {
  let fake: FakeStac;
  const provider = (extra: EarthSearchOptions = {}) =>
    earthSearch({ apiUrl: fake.url, timeoutMs: 2000, backoffMs: 5, ...extra });

  beforeAll(async () => {
    fake = await FakeStac.start();
    // 10 January in Collection 1: red 1300 DN, near infrared 4000 DN, offset −0.1 →
    // red 1300 × 0.0001 − 0.1 = 0.03, near infrared 4000 × 0.0001 − 0.1 = 0.30.
    serveUniformItem(
      fake,
      { collection: C1_L2A, id: 'S2B_T20HNH_20240110T140049_L2A', datetime: '2024-01-10T14:07:25Z' },
      { red: () => 1300, nir: () => 4000 },
    );
    // The same pass in sentinel-2-l2a, offset already applied (flag true, raster:bands still −0.1):
    // files 300 and 3000 DN → 0.03 and 0.30 with no offset. Taking −0.1 again would give red −0.07.
    serveUniformItem(
      fake,
      { collection: L2A, id: 'S2B_20HNH_20240110_0_L2A', datetime: '2024-01-10T14:07:25Z' },
      { red: () => 300, nir: () => 3000 },
    );
    // 15 January in sentinel-2-l2a, flag false over files already harmonised (the reported mislabelling):
    // red 1300 DN on every fourth column and 800 DN elsewhere, near infrared 4000 DN; with −0.1 the red
    // is 0.03 on a quarter of the plot and 800 × 0.0001 − 0.1 = −0.02 on three quarters.
    serveUniformItem(
      fake,
      {
        collection: L2A,
        id: 'S2B_20HNH_20240115_0_L2A',
        datetime: '2024-01-15T14:07:25Z',
        boaOffsetApplied: false,
      },
      { red: (col) => (col % 4 === 0 ? 1300 : 800), nir: () => 4000 },
    );
  });
  afterAll(() => fake.stop());

  const uniform = (rejectedShare: number) => ({
    plotId: 'plot',
    clear: true,
    validShare: 1,
    rejectedShare,
    mean: expect.closeTo(NINE_ELEVENTHS, 12),
    median: expect.closeTo(NINE_ELEVENTHS, 12),
    p10: expect.closeTo(NINE_ELEVENTHS, 12),
    p90: expect.closeTo(NINE_ELEVENTHS, 12),
  });

  it('reads Collection 1 unless configured otherwise, its offset as its items state it', async () => {
    const p = provider();
    const scenes = await p.searchScenes(BBOX, ...JANUARY);
    const search = fake.requests.find((request) => request.path === '/search')!;
    expect(search.body).toMatchObject({ collections: [C1_L2A] });
    expect(scenes.map((scene) => scene.id)).toEqual([`${C1_L2A}/S2B_T20HNH_20240110T140049_L2A`]);
    expect(await p.plotFigures(scenes[0]!, [plot('plot', PLOT)])).toEqual([uniform(0)]);
  });

  it('reads sentinel-2-l2a as a fallback, never taking an offset Earth Search already applied a second time', async () => {
    const p = provider({ collection: L2A });
    const [january10, january15] = await p.searchScenes(BBOX, ...JANUARY);
    expect(january10!.id).toBe(`${L2A}/S2B_20HNH_20240110_0_L2A`);
    expect(await p.plotFigures(january10!, [plot('plot', PLOT)])).toEqual([uniform(0)]);

    // The mislabelled item: the three quarters with red −0.02 are rejected before the figures (kept,
    // their NDVI would be (0.30 + 0.02) / (0.30 − 0.02) = 0.32 / 0.28 = 1.142857, and the median of
    // 1,200 such pixels and 400 at 9/11 would be 1.142857). The 400 left (10 columns of 40, 40 rows)
    // give 9/11; 1,200 / 1,600 = 0.75 of the valid pixels rejected, which marks the scene doubtful.
    expect(await p.plotFigures(january15!, [plot('plot', PLOT)])).toEqual([uniform(0.75)]);
  });
});
