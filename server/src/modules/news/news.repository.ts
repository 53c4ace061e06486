import type { Executor } from '../../db/executor';
import { containsText } from '../../db/executor';
import type { NewsTable } from '../../db/schema';
import type { Insertable, Selectable } from 'kysely';

export type NewsRow = Selectable<NewsTable>;

/** What a reader is shown: published, not expired, for his audience and in his language. */
export interface ReaderFilter {
  userId: string;
  /** "es", "en" or "pt". */
  language: string;
  /** 'all' and the types of the accounts he reads as. */
  audiences: string[];
  now: string;
  unreadOnly: boolean;
}

const readerNews = (db: Executor, filter: ReaderFilter) =>
  db
    .selectFrom('news')
    .leftJoin('news_reads', (join) =>
      join.onRef('news_reads.news_id', '=', 'news.id').on('news_reads.user_id', '=', filter.userId),
    )
    .where('news.publish_at', '<=', filter.now)
    .where((eb) => eb.or([eb('news.expires_at', 'is', null), eb('news.expires_at', '>', filter.now)]))
    .where('news.audience', 'in', filter.audiences)
    // `languages` is a JSON array of two-letter codes: the quoted code matches one element only.
    .where('news.languages', 'like', `%"${filter.language}"%`)
    .$if(filter.unreadOnly, (q) => q.where('news_reads.user_id', 'is', null));

export const newsRepository = {
  async insert(db: Executor, row: Insertable<NewsTable>): Promise<void> {
    await db.insertInto('news').values(row).execute();
  },

  async update(db: Executor, id: string, changes: Partial<NewsRow>): Promise<boolean> {
    const result = await db.updateTable('news').set(changes).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async delete(db: Executor, id: string): Promise<boolean> {
    const result = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  findById(db: Executor, id: string): Promise<NewsRow | undefined> {
    return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Every news item, newest first, for the superadmin's management list. */
  async adminPage(db: Executor, query: { search?: string; page: number; pageSize: number }) {
    const matching = db
      .selectFrom('news')
      .$if(Boolean(query.search), (q) =>
        q.where((eb) =>
          eb.or([containsText(eb.ref('title'), query.search!), containsText(eb.ref('body'), query.search!)]),
        ),
      );
    const [items, count] = await Promise.all([
      matching
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  /** A reader's page, newest published first, each with whether he has read it. */
  async readerPage(db: Executor, filter: ReaderFilter, page: { page: number; pageSize: number }) {
    const [items, count] = await Promise.all([
      readerNews(db, filter)
        .selectAll('news')
        .select('news_reads.read_at')
        .orderBy('news.publish_at', 'desc')
        .orderBy('news.id', 'desc')
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize)
        .execute(),
      this.readerCount(db, filter),
    ]);
    return { items, total: count };
  },

  async readerCount(db: Executor, filter: ReaderFilter): Promise<number> {
    const row = await readerNews(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  },

  /** Marks read the reader's unread items (those of `ids`, or all); answers how many. */
  async markRead(db: Executor, filter: ReaderFilter, ids: string[] | undefined): Promise<number> {
    const unread = await readerNews(db, { ...filter, unreadOnly: true })
      .select('news.id')
      .$if(ids !== undefined, (q) => q.where('news.id', 'in', ids!))
      .execute();
    if (unread.length === 0) return 0;
    await db
      .insertInto('news_reads')
      .values(unread.map(({ id }) => ({ news_id: id, user_id: filter.userId, read_at: filter.now })))
      .onConflict((oc) => oc.columns(['user_id', 'news_id']).doNothing())
      .execute();
    return unread.length;
  },
};
