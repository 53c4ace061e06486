import {
  operationReportQuery,
  type OperationReportQuery,
  type ReportFrequency,
  type ReportScope,
} from '@tropero/shared/contracts/reports';
import { addDays } from '@tropero/shared/local-day';
import { today } from '../../lib/dates';

/** What the report's form holds: both scopes' fields, only the chosen one's is sent. */
export interface ReportForm {
  scope: ReportScope;
  settlementId: string;
  uuid: string;
  frequency: ReportFrequency;
  /** yyyy-mm-dd, Argentine days, both inclusive. */
  fromDate: string;
  toDate: string;
}

/** A week of days up to today, by settlement. */
export const defaultReportForm = (now = new Date()): ReportForm => ({
  scope: 'settlement',
  settlementId: '',
  uuid: '',
  frequency: 'day',
  fromDate: addDays(today(now), -6),
  toDate: today(now),
});

export type ReportFormErrors = Partial<Record<keyof ReportForm, string>>;

/** The form as the server's query, checked with the server's own schema; or the fields in error (i18n keys). */
export function toReportQuery(
  form: ReportForm,
): { query: OperationReportQuery; errors?: never } | { query?: never; errors: ReportFormErrors } {
  const parsed = operationReportQuery.safeParse({
    scope: form.scope,
    frequency: form.frequency,
    fromDate: form.fromDate || undefined,
    toDate: form.toDate || undefined,
    ...(form.scope === 'settlement'
      ? { settlementId: form.settlementId || undefined }
      : { uuid: form.uuid.trim() || undefined }),
  });
  if (parsed.success) return { query: parsed.data };
  const errors: ReportFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReportForm;
    errors[field] ??= issue.message;
  }
  return { errors };
}
