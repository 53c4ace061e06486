import type { Executor } from '../../db/executor';
import type { UserRow } from '../../db/schema';

/** What auth checks a login or a refresh against: its own reads of the users table. */
export const credentialsRepository = {
  /** Deleted users too, so that the caller can refuse them as it does a wrong password. */
  byEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  },

  /** Whether the user exists, is not deleted and is active. */
  async isActive(db: Executor, id: string): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('active')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.active === 1;
  },
};
