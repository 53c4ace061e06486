import { describe, expect, it } from 'vitest';
import { ANIMAL_IMPORT_COLUMNS, animalBodySchema } from '@tropero/shared/herd';
import { checkAnimalRows, type AnimalColumn } from './animal-rows';
import type { RawRow } from '../../uploads/import-rows';

const SETTLEMENT = { id: '64b7f0c2a1b2c3d4e5f60718', name: 'La Esperanza' };
const lookups = {
  settlements: [SETTLEMENT],
  roundups: [],
  takenCaravanas: new Set<string>(),
  takenSenasas: new Set<string>(),
};

function rowOf(row: number, values: Partial<Record<AnimalColumn, string>>): RawRow<AnimalColumn> {
  const empty = Object.fromEntries(ANIMAL_IMPORT_COLUMNS.map((c) => [c, null]));
  return { row, values: { ...empty, ...values } as RawRow<AnimalColumn>['values'] };
}

describe('checkAnimalRows judges each row by the animal form schema', () => {
  it('imports the body the form would send: options matched ignoring case and accents', () => {
    const { animals, errors } = checkAnimalRows(
      [rowOf(2, { caravanaNumber: 'ab-12', animalType: 'vaquillona', animalSubtype: 'recria' })],
      lookups,
    );
    expect(errors).toEqual([]);
    expect(animals).toEqual([
      {
        row: 2,
        roundup: null,
        body: animalBodySchema.parse({
          caravana: 'AB-12',
          type: 'VAQUILLONA',
          subtype: 'RECRÍA',
          settlementId: SETTLEMENT.id,
          roundupId: null,
        }),
      },
    ]);
  });

  it("maps the schema's broken rules to the import's row, column and error key", () => {
    const { animals, errors } = checkAnimalRows(
      [
        rowOf(2, { caravanaNumber: 'A'.repeat(21) }),
        rowOf(3, { caravanaNumber: 'A1', observations: 'x'.repeat(501) }),
        rowOf(4, { caravanaNumber: 'A2', breed: 'CEBÚ AZUL', animalSenasa: 'AB_1' }),
        rowOf(5, { caravanaNumber: '  ' }),
      ],
      lookups,
    );
    expect(animals).toEqual([]);
    expect(errors).toEqual([
      { row: 2, column: 'caravanaNumber', error: 'invalidFormat' },
      { row: 3, column: 'observations', error: 'invalidFormat' },
      { row: 4, column: 'animalSenasa', error: 'invalidFormat' },
      { row: 4, column: 'breed', error: 'unknownEnumeration' },
      { row: 5, column: 'caravanaNumber', error: 'missingFields' },
    ]);
  });
});
