import type { z } from 'zod';
import type { AnimalBody, ImportErrorKey, ImportRowError } from '@tropero/shared/herd';
import {
  ANIMAL_IMPORT_COLUMNS,
  ANIMAL_SUBTYPES,
  ANIMAL_TYPES,
  animalBodySchema,
  BREEDS,
  NO_ROUNDUP,
  NO_SUBTYPE,
} from '@tropero/shared/herd';
import { normaliseId } from '../animals/animal-row';
import type { NewAnimal } from '../animals/animals.service';
import { dayOf, fold, optionMatcher, SeenValues, type RawRow } from '../../uploads/import-rows';
import { cellText } from '../../uploads/spreadsheet-file';

export type AnimalColumn = (typeof ANIMAL_IMPORT_COLUMNS)[number];
export const REQUIRED_ANIMAL_COLUMNS: readonly AnimalColumn[] = ['caravanaNumber'];

/** A row that passed every check: the animal as the form would send it, and its roundup. */
export interface ImportedAnimal extends NewAnimal {
  row: number;
}

export interface AnimalLookups {
  /** Settlements the caller reaches. */
  settlements: { id: string; name: string }[];
  /** Roundups of those settlements. */
  roundups: { id: string; settlement_id: string; name: string }[];
  /** Caravanas and SENASA ids the account already uses. */
  takenCaravanas: ReadonlySet<string>;
  takenSenasas: ReadonlySet<string>;
}

const matchBreed = optionMatcher(BREEDS);
const matchType = optionMatcher(ANIMAL_TYPES);
const matchSubtype = optionMatcher(ANIMAL_SUBTYPES);

/** The column each field of the animal body is read from. */
const COLUMN_OF: Partial<Record<keyof AnimalBody, AnimalColumn>> = {
  caravana: 'caravanaNumber',
  senasa: 'animalSenasa',
  type: 'animalType',
  subtype: 'animalSubtype',
  breed: 'breed',
  birthDay: 'birthDay',
  observations: 'observations',
  settlementId: 'animalSettlement',
  roundupId: 'roundup',
};
/** The import's error key for a broken rule of the animal schema (spec §5 import error keys). */
function importError(issue: z.core.$ZodIssue): ImportErrorKey {
  if (issue.message === 'validation.required') return 'missingFields';
  return issue.code === 'invalid_value' ? 'unknownEnumeration' : 'invalidFormat';
}

/** Caravana and SENASA id of a row as stored (upper-case), for the uniqueness queries. */
export const animalIdentifiers = (row: RawRow<AnimalColumn>) => ({
  caravana: normaliseId(cellText(row.values.caravanaNumber)),
  senasa: normaliseId(cellText(row.values.animalSenasa)),
});

/**
 * Checks every row: the animals of the rows without errors, and every error found. A row's cells
 * become the body the animal form sends (options matched ignoring case and accents, names looked
 * up) and that body is judged by the form's own schema; uniqueness is judged against the account
 * and the rows above.
 */
export function checkAnimalRows(
  rows: RawRow<AnimalColumn>[],
  lookups: AnimalLookups,
): { animals: ImportedAnimal[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const animals: ImportedAnimal[] = [];
  const caravanas = new SeenValues();
  const senasas = new SeenValues();
  const settlementsByName = new Map<string, { id: string; name: string }[]>();
  for (const settlement of lookups.settlements) {
    const key = fold(settlement.name);
    settlementsByName.set(key, [...(settlementsByName.get(key) ?? []), settlement]);
  }
  const roundups = new Map(lookups.roundups.map((r) => [`${r.settlement_id}|${fold(r.name)}`, r]));
  const onlySettlement = lookups.settlements.length === 1 ? lookups.settlements[0] : undefined;

  for (const raw of rows) {
    const text = (column: AnimalColumn) => cellText(raw.values[column]);
    const found = new Map<AnimalColumn, ImportErrorKey>();
    const fail = (column: AnimalColumn, error: ImportErrorKey) => {
      if (!found.has(column)) found.set(column, error);
      return undefined;
    };
    const { caravana, senasa } = animalIdentifiers(raw);
    const option = <T extends string>(column: AnimalColumn, match: (text: string) => T | undefined) =>
      text(column) ? (match(text(column)) ?? text(column)) : undefined;

    const birthDay = text('birthDay')
      ? (dayOf(raw.values.birthDay) ?? fail('birthDay', 'invalidFormat'))
      : undefined;
    let settlement: { id: string } | undefined;
    if (!text('animalSettlement')) {
      settlement = onlySettlement ?? fail('animalSettlement', 'missingFields');
    } else {
      const named = settlementsByName.get(fold(text('animalSettlement'))) ?? [];
      // Two settlements with the same name cannot be told apart by name.
      settlement = named.length === 1 ? named[0] : fail('animalSettlement', 'unknownEnumeration');
    }
    let roundup: ImportedAnimal['roundup'] = null;
    const roundupName = text('roundup');
    if (settlement && roundupName && fold(roundupName) !== fold(NO_ROUNDUP)) {
      const named = roundups.get(`${settlement.id}|${fold(roundupName)}`);
      if (named) roundup = { id: named.id, name: named.name };
      else fail('roundup', 'roundupNotFound');
    }

    const parsed = animalBodySchema.safeParse({
      caravana: caravana ?? '',
      senasa: senasa ?? undefined,
      type: option('animalType', matchType),
      subtype:
        fold(text('animalSubtype')) === fold(NO_SUBTYPE) ? undefined : option('animalSubtype', matchSubtype),
      breed: option('breed', matchBreed),
      birthDay,
      observations: text('observations') || undefined,
      settlementId: settlement?.id,
      roundupId: roundup?.id ?? null,
    });
    for (const issue of parsed.error?.issues ?? []) {
      const column = COLUMN_OF[issue.path[0] as keyof AnimalBody];
      if (column) fail(column, importError(issue));
    }
    if (caravana && !found.has('caravanaNumber')) {
      if (caravanas.repeats(caravana) || lookups.takenCaravanas.has(caravana)) {
        fail('caravanaNumber', 'duplicatedCaravana');
      }
    }
    if (senasa && !found.has('animalSenasa')) {
      if (senasas.repeats(senasa) || lookups.takenSenasas.has(senasa))
        fail('animalSenasa', 'duplicatedSenasa');
    }

    // In the template's order.
    for (const column of ANIMAL_IMPORT_COLUMNS) {
      const error = found.get(column);
      if (error) errors.push({ row: raw.row, column, error });
    }
    if (found.size === 0 && parsed.success) animals.push({ row: raw.row, body: parsed.data, roundup });
  }
  return { animals, errors };
}
