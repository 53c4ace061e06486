import type { AuditEntry } from '@tropero/shared/contracts/audit';

/** One field an audited action changed: its name and its values before and after, as shown. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A stored value as a line of text: lists joined, nothing as a dash, flags and numbers as they are. */
export function showValue(value: unknown, labels: { yes: string; no: string; none: string }): string {
  if (value === null || value === undefined || value === '') return labels.none;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (Array.isArray(value)) return value.length === 0 ? labels.none : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields an entry's before and after differ in, in the order they were recorded. */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  labels: { yes: string; no: string; none: string },
): AuditChange[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({
      field,
      before: showValue(before[field], labels),
      after: showValue(after[field], labels),
    }))
    .filter((change) => change.before !== change.after);
}
