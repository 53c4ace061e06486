import { describe, expect, it } from 'vitest';
import { L2A, s2Item } from '../../../test/fake-stac';
import { scalingOf } from './scene-reader';
import { acquisitions, stacItemSchema } from './stac-items';

describe('STAC items', () => {
  const item = (extra: Partial<Parameters<typeof s2Item>[0]>) =>
    stacItemSchema.parse(
      s2Item({
        id: 'S2B_20HNH_20240105_0_L2A',
        tile: '20HNH',
        datetime: '2024-01-05T14:07:25Z',
        epsg: 32720,
        cloudCover: 10,
        hrefs: { red: 'http://cogs/B04.tif' },
        ...extra,
      }),
    );

  it('applies the offset the item states, never again where Earth Search already took it out of the files', () => {
    // Collection 1: the item states offset −0.1 and no flag; its files carry the +1000.
    expect(scalingOf(item({}), 'red')).toEqual({ scale: 0.0001, offset: -0.1 });
    // sentinel-2-l2a with `earthsearch:boa_offset_applied` true: the files were harmonised, and the
    // −0.1 its raster:bands still state would be taken off a second time.
    expect(scalingOf(item({ collection: L2A }), 'red')).toEqual({ scale: 0.0001, offset: 0 });
    expect(scalingOf(item({ collection: L2A, boaOffsetApplied: false }), 'red')).toEqual({
      scale: 0.0001,
      offset: -0.1,
    });
    // Items that state no scale or offset: from the processing baseline (04.00 and later: −1000 DN).
    const bare = { collection: L2A, withoutScaling: true, processingBaseline: '04.00' } as const;
    expect(scalingOf(item({ ...bare, boaOffsetApplied: false }), 'red')).toEqual({
      scale: 0.0001,
      offset: -0.1,
    });
    expect(scalingOf(item({ ...bare, boaOffsetApplied: true }), 'red')).toEqual({ scale: 0.0001, offset: 0 });
    expect(scalingOf(item({ ...bare, processingBaseline: '03.01', boaOffsetApplied: false }), 'red')).toEqual(
      { scale: 0.0001, offset: 0 },
    );
  });

  it('keeps the newest processing of a tile listed twice in a pass', () => {
    const passes = acquisitions([
      item({ id: 'S2B_20HNH_20240105_1_L2A', processingBaseline: '05.10' }),
      item({ id: 'S2B_20HNH_20240105_0_L2A', processingBaseline: '05.00' }),
      item({ id: 'S2B_20HPH_20240105_0_L2A', tile: '20HPH', datetime: '2024-01-05T14:07:29Z' }),
      item({ id: 'S2A_20HNH_20240110_0_L2A', datetime: '2024-01-10T14:07:25Z' }),
    ]);
    expect(passes.map((pass) => pass.items.map((one) => one.id))).toEqual([
      ['S2B_20HNH_20240105_1_L2A', 'S2B_20HPH_20240105_0_L2A'],
      ['S2A_20HNH_20240110_0_L2A'],
    ]);
  });
});
