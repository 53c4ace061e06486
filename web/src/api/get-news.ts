import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { News, newsPageSchema } from '@tropero/shared/contracts/news';
import { readNewsMarks } from '../lib/news-read-marks';
import { sessionStore } from '../lib/session';
import { api } from './client';

export type { News };
export type NewsPage = z.infer<typeof newsPageSchema>;

export interface NewsQuery {
  page: number;
  pageSize: number;
  unread?: boolean;
}

/** Every news query starts with this key: marking one read refreshes them all. */
export const NEWS_KEY = ['news'] as const;

/** The server's read marks and this browser's (a mark not yet on the server shows all the same). */
function withStoredMarks(page: NewsPage): NewsPage {
  const userId = sessionStore.get().user?._id;
  const marks = userId ? readNewsMarks(userId) : {};
  return { ...page, items: page.items.map((item) => ({ ...item, read: item.read || item._id in marks })) };
}

/**
 * GET /news (spec §2): the reader's news, newest first — published, not expired, for his plan and
 * language — each with whether he has read it. Used by /news and by the main menu's unread ones.
 */
export const getNews = ({ page, pageSize, unread }: NewsQuery): Promise<NewsPage> =>
  api
    .get<NewsPage>('/news', { query: { page, pageSize, unread: unread ? 'true' : undefined } })
    .then(withStoredMarks);

export const newsQueryOptions = (query: NewsQuery) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'reader', query],
    queryFn: () => getNews(query),
    placeholderData: keepPreviousData,
  });

export const useNews = (query: NewsQuery) => useQuery(newsQueryOptions(query));
