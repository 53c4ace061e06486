import Papa from 'papaparse';
import { MAX_BATCH_QUANTITY } from '@tropero/shared/contracts/device-factory';
import { patterns } from '@tropero/shared/validation';
import { AppError } from '../../errors/app-error';

/**
 * `quantity` consecutive hexadecimal identifiers from `first`, of its width (a MAC range): a range
 * that would need one more digit is refused.
 */
export function identifierRange(first: string, quantity: number): string[] {
  const start = BigInt(`0x${first}`);
  const last = start + BigInt(quantity - 1);
  if (last >= 16n ** BigInt(first.length)) {
    throw new AppError('VALIDATION', { errors: { 'identifiers.first': 'validation.rangeOverflow' } });
  }
  return Array.from({ length: quantity }, (_, i) =>
    (start + BigInt(i)).toString(16).toUpperCase().padStart(first.length, '0'),
  );
}

const HEADERS = new Set(['identifier', 'identificador', 'devicemacaddress', 'mac']);

/**
 * Identifiers typed one per line or imported as a CSV: the column named `identifier` (or
 * `deviceMACAddress`), else the first one; blank lines skipped. Every wrong line is reported by
 * its index in the text (0 for the first line).
 */
export function identifierList(text: string): string[] {
  // Blank lines are kept while parsing, so that an error names the line the user sees.
  const rows = Papa.parse<string[]>(text.replace(/\s+$/, ''), { skipEmptyLines: false }).data;
  const header = rows[0]?.findIndex((cell) => HEADERS.has(cell.trim().toLowerCase())) ?? -1;
  const column = Math.max(header, 0);
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const identifiers: string[] = [];
  rows.forEach((row, index) => {
    if (index === 0 && header >= 0) return;
    const identifier = (row[column] ?? '').trim().toUpperCase();
    if (identifier === '') return;
    const key = `identifiers.text.${index}`;
    if (!patterns.mac.test(identifier)) errors[key] = 'validation.mac';
    else if (seen.has(identifier)) errors[key] = 'imports.errors.duplicatedMac';
    seen.add(identifier);
    identifiers.push(identifier);
  });
  if (identifiers.length === 0) errors['identifiers.text'] = 'validation.required';
  if (identifiers.length > MAX_BATCH_QUANTITY)
    errors['identifiers.text'] = 'validation.batchQuantityTooLarge';
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { errors });
  return identifiers;
}
