import type { News, NewsBody } from '@tropero/shared/contracts/news';
import type { Caller } from '../../access/caller';
import { membershipsRepository } from '../../access/memberships.repository';
import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import { newsRepository, type NewsRow, type ReaderFilter } from './news.repository';

export interface ReaderQuery {
  page: number;
  pageSize: number;
  unread?: 'true' | 'false';
  /** The account the reader is working in (its plan decides the news meant for a plan). */
  userAccountId?: string;
}

const asInstant = (value: string) => new Date(value).toISOString();

function toNews(row: NewsRow & { read_at?: string | null }): News {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    images: JSON.parse(row.images) as string[],
    audience: row.audience as News['audience'],
    languages: JSON.parse(row.languages) as News['languages'],
    publishAt: row.publish_at,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    read: Boolean(row.read_at),
  };
}

const storedFields = (body: NewsBody) => ({
  title: body.title,
  body: body.body,
  images: JSON.stringify(body.images),
  audience: body.audience,
  languages: JSON.stringify([...new Set(body.languages)]),
  publish_at: asInstant(body.publishAt),
  expires_at: body.expiresAt === null ? null : asInstant(body.expiresAt),
});

/** News (spec §2): a superadmin writes them; everyone reads those meant for him and marks them read. */
export class NewsService {
  constructor(private readonly db: Executor) {}

  async create(caller: Caller, body: NewsBody): Promise<News> {
    const now = nowIso();
    const id = newObjectId();
    await newsRepository.insert(this.db, {
      id,
      ...storedFields(body),
      created_by: caller.user._id,
      created_at: now,
      updated_at: now,
    });
    return this.get(id);
  }

  async update(id: string, body: NewsBody): Promise<News> {
    const found = await newsRepository.update(this.db, id, { ...storedFields(body), updated_at: nowIso() });
    if (!found) throw new AppError('NOT_FOUND');
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    if (!(await newsRepository.delete(this.db, id))) throw new AppError('NOT_FOUND');
  }

  async adminList(query: { search?: string; page: number; pageSize: number }) {
    const { items, total } = await newsRepository.adminPage(this.db, query);
    return { items: items.map(toNews), total };
  }

  async list(caller: Caller, query: ReaderQuery) {
    const filter = await this.readerFilter(caller, query.userAccountId, query.unread === 'true');
    const { items, total } = await newsRepository.readerPage(this.db, filter, query);
    return { items: items.map(toNews), total };
  }

  async unreadCount(caller: Caller, userAccountId?: string): Promise<{ count: number }> {
    const filter = await this.readerFilter(caller, userAccountId, true);
    return { count: await newsRepository.readerCount(this.db, filter) };
  }

  async markRead(caller: Caller, ids: string[] | undefined, userAccountId?: string) {
    const filter = await this.readerFilter(caller, userAccountId, true);
    return { updated: await newsRepository.markRead(this.db, filter, ids) };
  }

  private async get(id: string): Promise<News> {
    const row = await newsRepository.findById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toNews(row);
  }

  /**
   * The reader's news: in his language, meant for everyone or for the plan of the account he works
   * in (of every account he reaches when he names none).
   */
  private async readerFilter(
    { user }: Caller,
    userAccountId: string | undefined,
    unreadOnly: boolean,
  ): Promise<ReaderFilter> {
    const accounts = await membershipsRepository.reachableAccounts(this.db, user._id, true);
    const current = userAccountId ? accounts.filter((account) => account.id === userAccountId) : accounts;
    if (userAccountId && current.length === 0) throw new AppError('NOT_FOUND');
    return {
      userId: user._id,
      language: user.language.slice(0, 2),
      audiences: ['all', ...new Set(current.map((account) => account.account_type))],
      now: nowIso(),
      unreadOnly,
    };
  }
}
