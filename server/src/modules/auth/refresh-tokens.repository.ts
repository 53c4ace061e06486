import { nowIso, type Executor } from '../../db/executor';
import type { Selectable } from 'kysely';
import type { RefreshTokensTable } from '../../db/schema';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

/** Revokes the live tokens whose `column` is `value`; how many were live (one revoked already keeps its time). */
async function revokeLive(
  db: Executor,
  column: 'id' | 'family_id' | 'user_id',
  value: string,
): Promise<number> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso() })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const refreshTokensRepository = {
  async insert(db: Executor, row: Omit<RefreshTokenRow, 'revoked_at' | 'created_at'>): Promise<void> {
    await db
      .insertInto('refresh_tokens')
      .values({ ...row, revoked_at: null, created_at: nowIso() })
      .execute();
  },

  findByHash(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  },

  /** Revokes one token if still live; false when another request revoked it first. */
  async revokeIfLive(db: Executor, id: string): Promise<boolean> {
    return (await revokeLive(db, 'id', id)) === 1;
  },

  async revokeFamily(db: Executor, familyId: string): Promise<void> {
    await revokeLive(db, 'family_id', familyId);
  },

  /**
   * Deletes up to `limit` refresh tokens expired by `expiredBy` (housekeeping). A revoked token is kept
   * until then: presented again, it still ends its session as a leaked one.
   */
  async deleteExpired(db: Executor, expiredBy: string, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('refresh_tokens')
      .where('id', 'in', (eb) =>
        eb.selectFrom('refresh_tokens').select('id').where('expires_at', '<=', expiredBy).limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async revokeAllOfUser(db: Executor, userId: string): Promise<void> {
    await revokeLive(db, 'user_id', userId);
  },
};
