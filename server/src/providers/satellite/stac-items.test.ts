import { describe, expect, it } from 'vitest';
import { s2Item } from '../../../test/fake-stac';
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

  it('subtracts the 1000 DN offset only where the item says nothing and it was not applied', () => {
    expect(scalingOf(item({}), 'red')).toEqual({ scale: 0.0001, offset: -0.1 });
    const bare = { withoutScaling: true, processingBaseline: '04.00' };
    expect(scalingOf(item({ ...bare, boaOffsetApplied: false }), 'red')).toEqual({
      scale: 0.0001,
      offset: -0.1,
    });
    expect(scalingOf(item({ ...bare, boaOffsetApplied: true }), 'red')).toEqual({ scale: 0.0001, offset: 0 });
    expect(scalingOf(item({ ...bare, processingBaseline: '03.01', boaOffsetApplied: false }), 'red')).toEqual(
      {
        scale: 0.0001,
        offset: 0,
      },
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
