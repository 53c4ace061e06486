import type { Selectable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import type { PasswordResetsTable } from '../../db/schema';

type PasswordResetRow = Selectable<PasswordResetsTable>;

export const passwordResetsRepository = {
  async insert(db: Executor, row: Omit<PasswordResetRow, 'used_at' | 'created_at'>): Promise<void> {
    await db
      .insertInto('password_resets')
      .values({ ...row, used_at: null, created_at: nowIso() })
      .execute();
  },

  /** An unused, unexpired reset of this user with this token hash. */
  findLive(db: Executor, tokenHash: string, userId: string): Promise<PasswordResetRow | undefined> {
    return db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .executeTakeFirst();
  },

  /** False when a concurrent request used it first. */
  async markUsed(db: Executor, id: string): Promise<boolean> {
    const result = await db
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
