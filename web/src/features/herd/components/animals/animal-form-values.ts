import { zodResolver } from '@hookform/resolvers/zod';
import {
  animalBodySchema,
  DEFAULT_ANIMAL_TYPE,
  NO_SUBTYPE,
  type Animal,
  type AnimalBody,
} from '@tropero/shared/herd';
import type { FieldErrors, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** What the animal form edits: text as typed; blanks mean "none" ('Sin asignar', 'SIN RODEO'). */
export interface AnimalFormValues {
  caravana: string;
  senasa: string;
  eid: string;
  type: string;
  subtype: string;
  breed: string;
  sex: '' | 'M' | 'F';
  birthDay: string;
  weightKg: number | string;
  observations: string;
  settlementId: string;
  /** '' is 'SIN RODEO'. */
  roundupId: string;
}

type AnimalInput = z.input<typeof animalBodySchema>;

export function animalFormValues(animal: Animal | undefined, settlementId: string): AnimalFormValues {
  return {
    caravana: animal?.caravana ?? '',
    senasa: animal?.senasa ?? '',
    eid: animal?.eid ?? '',
    type: animal?.type ?? DEFAULT_ANIMAL_TYPE,
    subtype: animal?.subtype ?? '',
    breed: animal?.breed ?? '',
    sex: animal?.sex ?? '',
    birthDay: animal?.birthDay ?? '',
    weightKg: animal?.weightKg ?? '',
    observations: animal?.observations ?? '',
    settlementId: animal?.settlementId ?? settlementId,
    roundupId: animal?.roundupId ?? '',
  };
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * The form's values as the shared schema takes them. SENASA and observations go even when blank,
 * which clears them on an edit; 'SIN SUBCATEGORÍA' is no subtype.
 */
export function toAnimalInput(values: AnimalFormValues): AnimalInput {
  const weight = typeof values.weightKg === 'number' ? values.weightKg : Number.parseFloat(values.weightKg);
  return {
    caravana: values.caravana,
    senasa: values.senasa.trim(),
    eid: blankToUndefined(values.eid),
    type: values.type as AnimalInput['type'],
    subtype:
      values.subtype && values.subtype !== NO_SUBTYPE
        ? (values.subtype as AnimalInput['subtype'])
        : undefined,
    breed: (blankToUndefined(values.breed) as AnimalInput['breed']) ?? undefined,
    sex: values.sex || undefined,
    birthDay: blankToUndefined(values.birthDay),
    weightKg: Number.isFinite(weight) ? weight : undefined,
    observations: values.observations.trim(),
    settlementId: values.settlementId,
    roundupId: values.roundupId || null,
  };
}

/**
 * Fields an edit cannot empty: the API's partial update keeps a value it is not sent, so a blank
 * there would silently keep the old value. The form says so instead.
 */
const KEPT_WHEN_BLANK = ['eid', 'subtype', 'breed', 'sex', 'birthDay', 'weightKg'] as const;

function blankedFields(values: AnimalFormValues, original: Animal): FieldErrors<AnimalFormValues> {
  const errors: FieldErrors<AnimalFormValues> = {};
  const input = toAnimalInput(values);
  for (const field of KEPT_WHEN_BLANK) {
    if (original[field] !== null && input[field] === undefined) {
      errors[field] = { type: 'kept', message: 'herd.animals.form.cannotClear' };
    }
  }
  return errors;
}

const resolveBody = zodResolver(animalBodySchema);

/** The shared schema (through zodResolver) on the form's values, plus the edit rule above. */
export function animalFormResolver(original?: Animal): Resolver<AnimalFormValues, unknown, AnimalBody> {
  return async (values, context, options) => {
    const result = (await resolveBody(
      toAnimalInput(values),
      context,
      options as unknown as ResolverOptions<AnimalInput>,
    )) as unknown as ResolverResult<AnimalFormValues, AnimalBody>;
    const kept = original ? blankedFields(values, original) : {};
    if (Object.keys(kept).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...kept } };
  };
}
