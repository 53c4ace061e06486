import type { Selectable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import type { EmailVerificationsTable, PasswordResetsTable } from '../../db/schema';

/** The tables of mailed one-time links: both hold a user, a token hash, an expiry and a use. */
type LinkTable = 'password_resets' | 'email_verifications';
type LinkRow = Selectable<PasswordResetsTable> | Selectable<EmailVerificationsTable>;

/** One-time links mailed to a user (password recovery, email verification); only the token's hash is kept. */
export const oneTimeLinksRepository = (table: LinkTable) => ({
  async insert(db: Executor, row: Omit<LinkRow, 'used_at' | 'created_at'>): Promise<void> {
    await db
      .insertInto(table)
      .values({ ...row, used_at: null, created_at: nowIso() })
      .execute();
  },

  /** An unused, unexpired link of this user with this token hash. */
  findLive(db: Executor, tokenHash: string, userId: string): Promise<LinkRow | undefined> {
    return db
      .selectFrom(table)
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
  },

  /** Deletes up to `limit` used or expired links (housekeeping): neither opens anything any more. */
  async deleteSpent(db: Executor, now: string, limit: number): Promise<number> {
    const result = await db
      .deleteFrom(table)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom(table)
          .select('id')
          .where((inner) => inner.or([inner('used_at', 'is not', null), inner('expires_at', '<=', now)]))
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** False when a concurrent request used it first. */
  async markUsed(db: Executor, id: string): Promise<boolean> {
    const result = await db
      .updateTable(table)
      .set({ used_at: nowIso() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

export const passwordResetsRepository = oneTimeLinksRepository('password_resets');
export const emailVerificationsRepository = oneTimeLinksRepository('email_verifications');
