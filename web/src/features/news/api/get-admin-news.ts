import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { NewsPage } from '../../../api/get-news';

export interface AdminNewsQuery {
  page: number;
  pageSize: number;
  search?: string;
}

/** The superadmin's news queries: every item, scheduled and expired ones too. */
export const ADMIN_NEWS_KEY = ['news-admin'] as const;

/** GET /news/admin (superadmin): every news item, newest first, searched by title or text. */
export const getAdminNews = ({ page, pageSize, search }: AdminNewsQuery): Promise<NewsPage> =>
  api.get<NewsPage>('/news/admin', { query: { page, pageSize, search } });

export const adminNewsQueryOptions = (query: AdminNewsQuery) =>
  queryOptions({
    queryKey: [...ADMIN_NEWS_KEY, query],
    queryFn: () => getAdminNews(query),
    placeholderData: keepPreviousData,
  });

export const useAdminNews = (query: AdminNewsQuery) => useQuery(adminNewsQueryOptions(query));
