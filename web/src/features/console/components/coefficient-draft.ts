import type { CoefficientConfidence } from '@tropero/shared/biomass';
import {
  coefficientNote,
  type CoefficientTableBody,
  type CoefficientTableRow,
} from '@tropero/shared/contracts/biomass';

/** A row as the superadmin edits it: the value as typed (a comma or a point for decimals). */
export interface DraftRow {
  key: string;
  value: string;
  unit: string;
  source: string;
  confidence: CoefficientConfidence;
  range: CoefficientTableRow['range'];
}

/** A field's error: the i18n key and what its text names (the range's bounds). */
export interface DraftError {
  message: string;
  values?: { min: number; max: number };
}

/** Field ids: `<row key>.value`, `<row key>.source`, `note`. */
export type DraftErrors = Record<string, DraftError>;

/** Keys in reading order: month 2 before month 10. */
const keyOrder = new Intl.Collator('en', { numeric: true });

/** A version's rows as a draft, in key order. */
export const draftOf = (rows: readonly CoefficientTableRow[]): DraftRow[] =>
  [...rows]
    .sort((a, b) => keyOrder.compare(a.key, b.key))
    .map(({ key, value, unit, source, confidence, range }) => ({
      key,
      value: String(value),
      unit,
      source,
      confidence,
      range,
    }));

/** A typed number, "0,6" or "0.6"; null when it is none. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** Each row's value within its range, a source, and a note: what the server checks, said as it is typed. */
export function draftErrors(rows: readonly DraftRow[], note: string): DraftErrors {
  const errors: DraftErrors = {};
  for (const row of rows) {
    const value = parseDecimal(row.value);
    if (value === null) errors[`${row.key}.value`] = { message: 'validation.number' };
    else if (row.range && (value < row.range.min || value > row.range.max))
      errors[`${row.key}.value`] = { message: 'validation.coefficientRange', values: row.range };
    if (!row.source.trim()) errors[`${row.key}.source`] = { message: 'validation.required' };
  }
  const parsedNote = coefficientNote.safeParse(note);
  if (!parsedNote.success) errors.note = { message: parsedNote.error.issues[0]!.message };
  return errors;
}

/** The PUT body of a valid draft. */
export const bodyOf = (rows: readonly DraftRow[], note: string): CoefficientTableBody => ({
  note: note.trim(),
  rows: rows.map(({ key, value, unit, source, confidence }) => ({
    key,
    value: parseDecimal(value)!,
    unit,
    source: source.trim(),
    confidence,
  })),
});

/**
 * The server's field errors (`rows.<i>.value`, `rows`, `note`) on the draft's fields; the range of a
 * refused value is the row's own.
 */
export function serverErrors(rows: readonly DraftRow[], fieldErrors: Record<string, string>): DraftErrors {
  const errors: DraftErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(field);
    const row = match ? rows[Number(match[1])] : undefined;
    if (row) errors[`${row.key}.${match![2]}`] = { message, ...(row.range && { values: row.range }) };
    else errors[field] = { message };
  }
  return errors;
}
