import { describe, expect, it } from 'vitest';
import { bottomPadding } from './map-inset';

describe('the map padding under a cover', () => {
  it('is the height the cover hides, so that what is centred sits in the part left in view', () => {
    // A phone's map 844 px high with the sheet at half (its visible height).
    expect(bottomPadding(380, 844)).toBe(380);
    expect(bottomPadding(72.4, 844)).toBe(72);
    expect(bottomPadding(0, 844)).toBe(0);
  });

  it('leaves the map at least 40 % of its height when the cover takes nearly all (the sheet full)', () => {
    expect(bottomPadding(800, 844)).toBe(506);
  });
});
