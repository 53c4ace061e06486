import { nowIso, type Executor } from '../../db/executor';
import type { UserRow } from '../../db/schema';

/** Revokes the live sessions whose `column` is `value`; one revoked already keeps its time. */
async function revokeLive(db: Executor, column: 'id' | 'user_id', value: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sessions: what access tokens name, so that ending one refuses its tokens on every server at once. */
export const sessionsRepository = {
  async insert(db: Executor, id: string, userId: string): Promise<void> {
    await db
      .insertInto('sessions')
      .values({ id, user_id: userId, created_at: nowIso(), revoked_at: null })
      .execute();
  },

  async revoke(db: Executor, id: string): Promise<void> {
    await revokeLive(db, 'id', id);
  },

  async revokeAllOfUser(db: Executor, userId: string): Promise<void> {
    await revokeLive(db, 'user_id', userId);
  },

  /**
   * Deletes up to `limit` ended sessions (housekeeping): revoked ones, and those begun before
   * `quietSince` none of whose refresh tokens lives past it — `quietSince` lies an access token's life
   * back, so no access token of theirs is still valid. A deleted session refuses its tokens as a
   * revoked one does.
   */
  async deleteEnded(db: Executor, quietSince: string, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where((inner) =>
            inner.or([
              inner('revoked_at', 'is not', null),
              inner.and([
                inner('created_at', '<', quietSince),
                inner.not(
                  inner.exists(
                    inner
                      .selectFrom('refresh_tokens')
                      .select('refresh_tokens.id')
                      .whereRef('refresh_tokens.family_id', '=', 'sessions.id')
                      .where('refresh_tokens.expires_at', '>', quietSince),
                  ),
                ),
              ]),
            ]),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /**
   * The user behind a live session, unless deleted: the one read every authenticated request
   * makes (two primary-key lookups joined, as cheap as reading the user alone).
   */
  liveUser(db: Executor, userId: string, sessionId: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst();
  },
};
