import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeNewsMarks } from '../lib/news-read-marks';
import { sessionStore } from '../lib/session';
import { NEWS_KEY, type NewsPage } from './get-news';
import { api } from './client';

/** PUT /news/read: marks these news read for the caller. */
export const markNewsRead = (ids: string[]): Promise<{ updated: number }> =>
  api.put<{ updated: number }>('/news/read', { ids }, { toast: false, alert: false });

/**
 * Marks news read at once — on the lists shown and under the stored key — and on the server, then
 * refreshes the feeds (an unread list loses them).
 */
export function useMarkNewsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => markNewsRead(ids),
    onMutate: async (ids) => {
      const userId = sessionStore.get().user?._id;
      if (userId) storeNewsMarks(userId, ids);
      await queryClient.cancelQueries({ queryKey: NEWS_KEY });
      const marked = new Set(ids);
      queryClient.setQueriesData<NewsPage>(
        { queryKey: NEWS_KEY },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) => (marked.has(item._id) ? { ...item, read: true } : item)),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}
