import { describe, expect, it } from 'vitest';
import { formatSelection, parseSelection } from './dashboard-selection';

describe('the selection in the URL', () => {
  it('reads back what it wrote', () => {
    const selection = { kind: 'fence' as const, id: '6b02b26bebe5f2ac9ea5c71c' };
    expect(parseSelection(formatSelection(selection))).toEqual(selection);
    expect(parseSelection('animal:6b02b26bebe5f2ac9ea5c71d')).toEqual({
      kind: 'animal',
      id: '6b02b26bebe5f2ac9ea5c71d',
    });
  });

  it('ignores anything else', () => {
    expect(parseSelection(null)).toBeNull();
    expect(parseSelection('roundup:1')).toBeNull();
    expect(parseSelection('plot:')).toBeNull();
  });
});
