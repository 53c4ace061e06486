import { sql } from 'kysely';
import { containsText, nowIso, type Executor } from '../../db/executor';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';

/** Users not deleted. */
const liveUsers = (db: Executor) => db.selectFrom('users').where('deleted_at', 'is', null);

export const usersRepository = {
  findById(db: Executor, id: string): Promise<UserRow | undefined> {
    return liveUsers(db).selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Deleted users too: their email stays taken. */
  findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  },

  async insert(db: Executor, user: NewUser): Promise<void> {
    await db.insertInto('users').values(user).execute();
  },

  async update(db: Executor, id: string, changes: UserUpdate): Promise<void> {
    await db
      .updateTable('users')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  },

  /** Records that the user reads mail at his address (kept from the first time he proved it). */
  async markEmailVerified(db: Executor, id: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ email_verified_at: nowIso() })
      .where('id', '=', id)
      .where('email_verified_at', 'is', null)
      .execute();
  },

  async list(
    db: Executor,
    {
      search,
      active,
      page,
      pageSize,
    }: { search?: string; active?: 'true' | 'false'; page: number; pageSize: number },
  ): Promise<{ items: UserRow[]; total: number }> {
    const matching = liveUsers(db)
      .$if(Boolean(search), (q) =>
        // One text of name and email: a row is read through one lower() and one LIKE, not two.
        q.where((eb) => containsText(sql<string>`${eb.ref('name')} || ' ' || ${eb.ref('email')}`, search!)),
      )
      .$if(active !== undefined, (q) => q.where('active', '=', active === 'true' ? 1 : 0));
    const count = async () =>
      Number(
        (await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total,
      );
    const pageOf = matching
      .orderBy('email')
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    if (!search) {
      const [items, total] = await Promise.all([pageOf.selectAll().execute(), count()]);
      return { items, total };
    }
    // A text matches anywhere in a name or email: no index helps, so the rows are read once, the
    // page and the number of matches together (at 100,000 users, half the time of two reads).
    const rows = await pageOf
      .selectAll()
      .select((eb) => eb.fn.countAll<number>().over().as('matches'))
      .execute();
    if (rows.length === 0) return { items: [], total: page === 1 ? 0 : await count() };
    return { items: rows.map(({ matches: _, ...row }) => row), total: Number(rows[0]!.matches) };
  },
};
