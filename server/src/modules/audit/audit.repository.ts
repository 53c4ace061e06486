import { sql, type Insertable } from 'kysely';
import { containsText, type Executor } from '../../db/executor';
import type { AuditLogTable } from '../../db/schema';

export interface AuditFilter {
  search?: string;
  subjectType?: string;
  subjectId?: string;
}

const matching = (db: Executor, filter: AuditFilter) =>
  db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .$if(filter.subjectType !== undefined, (q) => q.where('audit_log.subject_type', '=', filter.subjectType!))
    .$if(filter.subjectId !== undefined, (q) => q.where('audit_log.subject_id', '=', filter.subjectId!))
    .$if(Boolean(filter.search), (q) =>
      q.where((eb) =>
        eb.or([
          containsText(eb.ref('audit_log.action'), filter.search!),
          containsText(eb.fn.coalesce('users.name', sql.lit('')), filter.search!),
          containsText(eb.fn.coalesce('users.email', sql.lit('')), filter.search!),
        ]),
      ),
    );

export const auditRepository = {
  async insert(db: Executor, row: Insertable<AuditLogTable>): Promise<void> {
    await db.insertInto('audit_log').values(row).execute();
  },

  /** A page of entries, newest first, each with its actor's name and email. */
  async page(db: Executor, filter: AuditFilter, page: { page: number; pageSize: number }) {
    const [items, count] = await Promise.all([
      matching(db, filter)
        .selectAll('audit_log')
        .select(['users.name as actor_name', 'users.email as actor_email'])
        .orderBy('audit_log.created_at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize)
        .execute(),
      matching(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },
};
