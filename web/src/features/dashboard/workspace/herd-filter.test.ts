import { describe, expect, it } from 'vitest';
import { roundupColors } from '../../../config/theme';
import {
  colourOfRoundup,
  countByRoundup,
  dynamicsFilter,
  filterAnimals,
  formatHerdFilter,
  heatmapTarget,
  parseHerdFilter,
  roundupColourMap,
  WHOLE_SETTLEMENT,
} from './herd-filter';

const animals = [
  { animalId: 'a1', roundupId: 'r1', plotId: 'p1' },
  { animalId: 'a2', roundupId: 'r1', plotId: 'p2' },
  { animalId: 'a3', roundupId: null, plotId: 'p2' },
];

describe('herd filter', () => {
  it('is kept in the URL as kind:id, the whole settlement as no parameter', () => {
    const roundup = { kind: 'roundup', id: 'a'.repeat(24) } as const;
    expect(formatHerdFilter(roundup)).toBe(`roundup:${'a'.repeat(24)}`);
    expect(parseHerdFilter(formatHerdFilter(roundup))).toEqual(roundup);
    expect(parseHerdFilter('plot')).toEqual({ kind: 'plot', id: null });
    expect(formatHerdFilter({ kind: 'plot', id: null })).toBe('plot');
    expect(formatHerdFilter(WHOLE_SETTLEMENT)).toBeNull();
    for (const odd of [null, 'settlement', 'herd:1']) expect(parseHerdFilter(odd)).toEqual(WHOLE_SETTLEMENT);
    expect(parseHerdFilter('animal:not-an-id')).toEqual({ kind: 'animal', id: null });
  });

  it('turns into the data API filter, nothing while no item is chosen', () => {
    expect(dynamicsFilter({ kind: 'settlement', id: null })).toEqual({});
    expect(dynamicsFilter({ kind: 'roundup', id: null })).toEqual({});
    expect(dynamicsFilter({ kind: 'roundup', id: 'r1' })).toEqual({ roundupId: 'r1' });
    expect(dynamicsFilter({ kind: 'plot', id: 'p1' })).toEqual({ plotId: 'p1' });
    expect(dynamicsFilter({ kind: 'animal', id: 'a1' })).toEqual({ animalId: 'a1' });
  });

  it("takes a roundup's animals, those in a plot, one animal or all", () => {
    const ids = (kind: 'settlement' | 'plot' | 'roundup' | 'animal', id: string | null) =>
      filterAnimals(animals, { kind, id }).map((animal) => animal.animalId);
    expect(ids('settlement', null)).toEqual(['a1', 'a2', 'a3']);
    expect(ids('roundup', 'r1')).toEqual(['a1', 'a2']);
    expect(ids('plot', 'p2')).toEqual(['a2', 'a3']);
    expect(ids('animal', 'a3')).toEqual(['a3']);
    expect(ids('plot', null)).toEqual(['a1', 'a2', 'a3']);
  });

  it('gives roundups palette colours in creation order, stable as later ones are added', () => {
    const first = roundupColourMap(['65f000000000000000000002', '65f000000000000000000001']);
    const later = roundupColourMap([
      '65f000000000000000000001',
      '65f000000000000000000003',
      '65f000000000000000000002',
    ]);
    expect(first.get('65f000000000000000000001')).toBe(roundupColors.palette[0]);
    expect(later.get('65f000000000000000000002')).toBe(first.get('65f000000000000000000002'));
    expect(colourOfRoundup(first, null)).toBe(roundupColors.noRoundup);
    expect(colourOfRoundup(first, 'unknown')).toBe(roundupColors.noRoundup);
  });

  it('counts animals per roundup in colour order, those without a known roundup last', () => {
    const colours = roundupColourMap(['r2', 'r1']);
    expect(countByRoundup([...animals, { roundupId: 'r2' }, { roundupId: 'gone' }], colours)).toEqual([
      { roundupId: 'r1', count: 2 },
      { roundupId: 'r2', count: 1 },
      { roundupId: null, count: 2 },
    ]);
  });

  it('scopes the heat map to the settlement, a plot or the animals, waiting for a choice', () => {
    const choice = { shown: true, plotId: null };
    expect(heatmapTarget({ ...choice, scope: 'settlement' }, 's1', [])).toEqual({ settlementId: 's1' });
    expect(heatmapTarget({ ...choice, scope: 'plot' }, 's1', [])).toBeNull();
    expect(heatmapTarget({ ...choice, scope: 'plot', plotId: 'p1' }, 's1', [])).toEqual({ plotId: 'p1' });
    expect(heatmapTarget({ ...choice, scope: 'animals' }, 's1', [])).toBeNull();
    const many = Array.from({ length: 600 }, (_, index) => String(index));
    expect(heatmapTarget({ ...choice, scope: 'animals' }, 's1', many)).toEqual({ uuids: many.slice(0, 500) });
  });
});
