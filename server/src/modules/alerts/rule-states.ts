import type { AlertType } from '@tropero/shared/alerts';
import type { RuleStateRow } from './alerts.repository';
import type { RuleStateFields } from './rules/rule';

/** The rules' counters of one evaluation: read once, written back when they changed. */
export class RuleStates {
  private readonly rows = new Map<string, RuleStateRow>();
  private readonly changed = new Set<string>();

  /** `kept`: counters changed by earlier batches and not written yet, newer than the rows read. */
  constructor(rows: readonly RuleStateRow[], kept: ReadonlyMap<string, RuleStateRow>) {
    for (const row of rows) this.rows.set(`${row.rule}:${row.subject_id}`, row);
    for (const [key, row] of kept) this.rows.set(key, row);
  }

  get(rule: AlertType, subjectId: string): RuleStateRow | undefined {
    return this.rows.get(`${rule}:${subjectId}`);
  }

  set(rule: AlertType, subjectId: string, fields: RuleStateFields, now: number): void {
    const key = `${rule}:${subjectId}`;
    const before = this.rows.get(key);
    const next: RuleStateRow = {
      rule,
      subject_id: subjectId,
      counter: 0,
      since: null,
      lat: null,
      lng: null,
      ...before,
      ...fields,
      updated_at: now,
    };
    if (
      before &&
      before.counter === next.counter &&
      before.since === next.since &&
      before.lat === next.lat &&
      before.lng === next.lng
    )
      return;
    if (!before && next.counter === 0 && next.since === null) return;
    this.rows.set(key, next);
    this.changed.add(key);
  }

  dirty(): Map<string, RuleStateRow> {
    return new Map([...this.changed].map((key) => [key, this.rows.get(key)!]));
  }
}
