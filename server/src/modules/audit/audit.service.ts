import type { AuditEntry, AuditListQuery, AuditPage } from '@tropero/shared/contracts/audit';
import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { auditRepository } from './audit.repository';

/** One console action: who took it, what it was, on what, and the subject before and after. */
export interface AuditRecord {
  actorId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

/** The fields that differ between two snapshots of a subject: what an entry shows before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

const stored = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));
const read = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

/** The audit log of the superadmin console (issue 15). */
export class AuditLog {
  constructor(private readonly db: Executor) {}

  /**
   * Writes an entry with `db`, which may be the transaction of the change itself: the entry
   * lands with the change or not at all.
   */
  async record(db: Executor, entry: AuditRecord): Promise<void> {
    await auditRepository.insert(db, {
      id: newObjectId(),
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: stored(entry.before),
      after: stored(entry.after),
      created_at: nowIso(),
    });
  }

  /** A page of entries, newest first, filtered by subject and by a text on the action or actor. */
  async list(query: AuditListQuery): Promise<AuditPage> {
    const { items, total } = await auditRepository.page(
      this.db,
      { search: query.q, subjectType: query.subjectType, subjectId: query.subjectId },
      { page: query.p, pageSize: query.e },
    );
    return {
      items: items.map((row): AuditEntry => ({
        _id: row.id,
        actorId: row.actor_id,
        actorName: row.actor_name,
        actorEmail: row.actor_email,
        action: row.action,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        before: read(row.before),
        after: read(row.after),
        createdAt: row.created_at,
      })),
      total,
      page: query.p,
      pageSize: query.e,
    };
  }
}
