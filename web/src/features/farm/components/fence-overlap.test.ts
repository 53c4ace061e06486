import { describe, expect, it } from 'vitest';
import { overlaps } from './fence-overlap';
import { square } from '../../../test/square';

describe('fences over a plot', () => {
  const plot = square(-66.8, -29.5, 0.01);

  it('count a fence inside the plot, around it, or across its corner', () => {
    expect(overlaps(plot, square(-66.798, -29.498, 0.002))).toBe(true);
    expect(overlaps(plot, square(-66.81, -29.51, 0.03))).toBe(true);
    expect(overlaps(plot, square(-66.795, -29.495, 0.01))).toBe(true);
  });

  it('leave out a fence elsewhere', () => {
    expect(overlaps(plot, square(-66.7, -29.5, 0.01))).toBe(false);
  });
});
