import { useMutation } from '@tanstack/react-query';
import type { News, NewsBody } from '@tropero/shared/contracts/news';
import { api } from '../../../api/client';
import { useRefreshNews } from './news-invalidation';

/** POST /news (superadmin). */
export const createNews = (body: NewsBody): Promise<News> => api.post<News>('/news', body);

/** PUT /news/{id} (superadmin). */
export const updateNews = (id: string, body: NewsBody): Promise<News> => api.put<News>(`/news/${id}`, body);

/** Creates the item, or updates it when it has an id. */
export function useSaveNews(id?: string) {
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: (body: NewsBody) => (id ? updateNews(id, body) : createNews(body)),
    onSuccess: refresh,
  });
}
