import type { Executor } from '../../db/executor';

/** The outbox's housekeeping (the outbox mailer writes its rows). */
export const outboxRepository = {
  /** Deletes up to `limit` mails kept since before `before`. */
  async deleteOlderThan(db: Executor, before: string, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('outbox')
      .where('id', 'in', (eb) =>
        eb.selectFrom('outbox').select('id').where('created_at', '<', before).limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
