import type { ImportRowError } from '@tropero/shared/herd';
import {
  ANIMAL_IMPORT_COLUMNS,
  ANIMAL_SUBTYPES,
  ANIMAL_TYPES,
  animalBodySchema,
  BREEDS,
  DEFAULT_ANIMAL_TYPE,
  NO_ROUNDUP,
  NO_SUBTYPE,
} from '@tropero/shared/herd';
import { patterns } from '@tropero/shared/validation';
import { normaliseId } from '../animals/animal-row';
import { dayOf, fold, optionMatcher, SeenValues, type RawRow } from './import-rows';
import { cellText } from './spreadsheet-file';

export type AnimalColumn = (typeof ANIMAL_IMPORT_COLUMNS)[number];
export const REQUIRED_ANIMAL_COLUMNS: readonly AnimalColumn[] = ['caravanaNumber'];

export interface ImportedAnimal {
  row: number;
  caravana: string;
  senasa: string | null;
  breed: string | null;
  type: string;
  subtype: string | null;
  birthDay: string | null;
  observations: string | null;
  settlementId: string;
  roundup: { id: string; name: string } | null;
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

const caravanaPattern = animalBodySchema.shape.caravana;
const matchBreed = optionMatcher(BREEDS);
const matchType = optionMatcher(ANIMAL_TYPES);
const matchSubtype = optionMatcher(ANIMAL_SUBTYPES);
const MAX_OBSERVATIONS = 500;

/** Caravana and SENASA id of a row as stored (upper-case), for the uniqueness queries. */
export const animalIdentifiers = (row: RawRow<AnimalColumn>) => ({
  caravana: normaliseId(cellText(row.values.caravanaNumber)),
  senasa: normaliseId(cellText(row.values.animalSenasa)),
});

/** Checks every row: the animals of the rows without errors, and every error found. */
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
    const { row } = raw;
    const text = (column: AnimalColumn) => cellText(raw.values[column]);
    const fail = (column: AnimalColumn, error: ImportRowError['error']) => {
      errors.push({ row, column, error });
      return null;
    };
    const before = errors.length;
    const { caravana, senasa } = animalIdentifiers(raw);

    if (!caravana) fail('caravanaNumber', 'missingFields');
    else if (!caravanaPattern.safeParse(caravana).success) fail('caravanaNumber', 'invalidFormat');
    else if (caravanas.repeats(caravana) || lookups.takenCaravanas.has(caravana)) {
      fail('caravanaNumber', 'duplicatedCaravana');
    }

    if (senasa && !patterns.senasa.test(senasa)) fail('animalSenasa', 'invalidFormat');
    else if (senasa && (senasas.repeats(senasa) || lookups.takenSenasas.has(senasa))) {
      fail('animalSenasa', 'duplicatedSenasa');
    }

    const breed = text('breed') ? (matchBreed(text('breed')) ?? fail('breed', 'unknownEnumeration')) : null;
    const type = text('animalType')
      ? (matchType(text('animalType')) ?? fail('animalType', 'unknownEnumeration'))
      : DEFAULT_ANIMAL_TYPE;
    const subtype =
      !text('animalSubtype') || fold(text('animalSubtype')) === fold(NO_SUBTYPE)
        ? null
        : (matchSubtype(text('animalSubtype')) ?? fail('animalSubtype', 'unknownEnumeration'));
    const birthDay = text('birthDay')
      ? (dayOf(raw.values.birthDay) ?? fail('birthDay', 'invalidFormat'))
      : null;

    const observations = text('observations') || null;
    if (observations && (observations.length > MAX_OBSERVATIONS || !patterns.freeText.test(observations))) {
      fail('observations', 'invalidFormat');
    }

    let settlement: { id: string } | null | undefined;
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
      const found = roundups.get(`${settlement.id}|${fold(roundupName)}`);
      if (found) roundup = { id: found.id, name: found.name };
      else fail('roundup', 'roundupNotFound');
    }

    if (errors.length > before || !caravana || !type || !settlement) continue;
    animals.push({
      row,
      caravana,
      senasa,
      breed,
      type,
      subtype,
      birthDay,
      observations,
      settlementId: settlement.id,
      roundup,
    });
  }
  return { animals, errors };
}
