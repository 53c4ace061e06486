import { z } from 'zod';

/**
 * The field patterns of spec §5, defined once for server and web.
 * Error messages are i18n keys (namespace `validation`).
 */
export const patterns = {
  name: /^[\p{L}\p{N} -]{4,50}$/u,
  shortName: /^[\p{L}\p{N} -]{4,10}$/u,
  senasa: /^[A-Za-z0-9]{0,15}$/,
  sentence: /^[\p{L}\p{N} .,:!?¡¿()-]{4,100}$/u,
  date: /^[\d/-]{2,10}$/,
  datetime: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  whatsapp: /^\d{2}[ -]?\d{4}[ -]?\d{7}$/,
  nationalId: /^(\d{1,2}\.\d{3}\.\d{3}|\d{7,8})$/,
  /** A CUIT or CUIL, the tax ID: 11 digits, as 20-12345678-3 or unbroken. */
  cuit: /^\d{2}-?\d{8}-?\d$/,
  decimal: /^\d{1,4}([.,]\d{1,2})?$/,
  integer: /^[1-9]\d{0,9}$/,
  mac: /^[A-Za-z0-9:]{4,20}$/,
  firmware: /^[A-Za-z0-9._-]{1,20}$/,
  activationCode: /^[A-Za-z0-9]{6}$/,
  batchQuantity: /^[\d.,]{1,5}$/,
  numberWithPoints: /^[\d.]{4,15}$/,
  freeText: /^[^<>/;'"]*$/,
  required: /\S/,
  objectId: /^[a-fA-F0-9]{24}$/,
} as const;

/**
 * Argentine phone numbers as people write them: +54 9 11 1234-5678, 011 15-1234-5678,
 * (0380) 412-3456, 3804123456. After removing the country code, the mobile 9, the trunk 0
 * and the mobile 15 after the area code, a valid number has exactly 10 digits.
 */
export function isArgentinePhone(value: string): boolean {
  return argentineNationalNumber(value) !== null;
}

/** The 10 digits (area code and subscriber) of an Argentine number written as people write it, or null. */
export function argentineNationalNumber(value: string): string | null {
  if (!/^\+?[\d\s()-]{8,20}$/.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) {
    if (!digits.startsWith('54')) return null;
    digits = digits.slice(2);
    if (digits.startsWith('9')) digits = digits.slice(1);
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 12) {
    const withoutMobilePrefix = [2, 3, 4].map((areaLength) =>
      digits.slice(areaLength, areaLength + 2) === '15'
        ? digits.slice(0, areaLength) + digits.slice(areaLength + 2)
        : null,
    );
    digits = withoutMobilePrefix.find((d) => d !== null) ?? digits;
  }
  return digits.length === 10 && !digits.startsWith('0') ? digits : null;
}

const text = () => z.string().trim();

/** A field for each named pattern, whose broken rule's key is the pattern's own name. */
function patternFields<K extends keyof typeof patterns>(...names: K[]) {
  return Object.fromEntries(
    names.map((name) => [name, () => text().regex(patterns[name], `validation.${name}`)]),
  ) as Record<K, () => z.ZodString>;
}

/** zod fields built on the patterns; the message is the i18n key of the rule broken. */
export const fields = {
  ...patternFields(
    'required',
    'name',
    'shortName',
    'senasa',
    'sentence',
    'date',
    'datetime',
    'whatsapp',
    'nationalId',
    'decimal',
    'integer',
    'mac',
    'firmware',
    'activationCode',
    'batchQuantity',
    'numberWithPoints',
  ),
  email: () =>
    text()
      .min(1, 'validation.emailRequired')
      .regex(patterns.email, 'validation.emailInvalid')
      .max(254, 'validation.emailInvalid')
      .transform((email) => email.toLowerCase()),
  phone: () => text().refine(isArgentinePhone, 'validation.phone'),
  /** An account holder's tax ID (CUIT) or national ID. */
  taxId: () =>
    text().refine(
      (value) => patterns.cuit.test(value) || patterns.nationalId.test(value),
      'validation.taxId',
    ),
  freeText: (max = 1000) =>
    z.string().max(max, 'validation.tooLong').regex(patterns.freeText, 'validation.freeText'),
  objectId: () => z.string().regex(patterns.objectId, 'validation.objectId'),
  /** A number typed by the user: zero, a negative or no number at all is refused (spec §8). */
  positiveNumber: () => z.number('validation.positive').positive('validation.positive'),
};
