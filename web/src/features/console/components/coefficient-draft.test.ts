import { describe, expect, it } from 'vitest';
import { bodyOf, draftErrors, draftOf, parseDecimal, serverErrors, type DraftRow } from './coefficient-draft';

const row = (key: string, value: string, range: DraftRow['range']): DraftRow => ({
  key,
  value,
  unit: '-',
  source: 'domain.md §5d',
  confidence: 'unverified',
  range,
});

const UTILISATION = { min: 0.05, max: 1 };
const INTAKE = { min: 0.5, max: 5 };

describe('a coefficient table being edited', () => {
  it('reads a value typed with a comma or a point, and nothing else', () => {
    expect(parseDecimal('0,6')).toBe(0.6);
    expect(parseDecimal(' 0.6 ')).toBe(0.6);
    expect(parseDecimal('-0.5')).toBe(-0.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
  });

  it('lists the keys in reading order, month 2 before month 10', () => {
    const stored = ['pastura/noa/10', 'pastura/noa/2', 'natural/noa/1'].map((key) => ({
      table: 'creaTable' as const,
      key,
      value: 10,
      unit: 'kg DM/ha/day',
      source: 'CREA',
      confidence: 'unverified' as const,
      version: 1,
      range: { min: 0, max: 300 },
    }));
    expect(draftOf(stored).map((row) => row.key)).toEqual([
      'natural/noa/1',
      'pastura/noa/2',
      'pastura/noa/10',
    ]);
    expect(draftOf(stored)[0]!.value).toBe('10');
  });

  it('refuses each value outside its range, naming the range, and asks for a note', () => {
    const rows = [
      row('utilisation', '1,5', UTILISATION),
      row('dmiPercentBw', '0', INTAKE),
      row('referenceWeightKg', '400', { min: 50, max: 1200 }),
    ];
    expect(draftErrors(rows, '')).toEqual({
      'utilisation.value': { message: 'validation.coefficientRange', values: UTILISATION },
      'dmiPercentBw.value': { message: 'validation.coefficientRange', values: INTAKE },
      note: { message: 'validation.required' },
    });
    expect(draftErrors([row('utilisation', '-0.5', UTILISATION)], 'x')).toEqual({
      'utilisation.value': { message: 'validation.coefficientRange', values: UTILISATION },
    });
  });

  it('accepts the bounds themselves, and wants a number and a source', () => {
    expect(
      draftErrors([row('utilisation', '1', UTILISATION), row('a', '0,05', UTILISATION)], 'Nota'),
    ).toEqual({});
    expect(
      draftErrors([{ ...row('utilisation', '', UTILISATION), source: ' ' }], 'Pastoreo <rotativo>'),
    ).toEqual({
      'utilisation.value': { message: 'validation.number' },
      'utilisation.source': { message: 'validation.required' },
      note: { message: 'validation.freeText' },
    });
  });

  it('sends numbers, and puts the server’s row errors on the row they name', () => {
    const rows = [row('dmiPercentBw', '2,5', INTAKE), row('utilisation', '0,8', UTILISATION)];
    expect(bodyOf(rows, ' Pastoreo rotativo ')).toEqual({
      note: 'Pastoreo rotativo',
      rows: [
        { key: 'dmiPercentBw', value: 2.5, unit: '-', source: 'domain.md §5d', confidence: 'unverified' },
        { key: 'utilisation', value: 0.8, unit: '-', source: 'domain.md §5d', confidence: 'unverified' },
      ],
    });
    expect(
      serverErrors(rows, {
        'rows.1.value': 'validation.coefficientRange',
        rows: 'validation.coefficientRequired',
      }),
    ).toEqual({
      'utilisation.value': { message: 'validation.coefficientRange', values: UTILISATION },
      rows: { message: 'validation.coefficientRequired' },
    });
  });
});
