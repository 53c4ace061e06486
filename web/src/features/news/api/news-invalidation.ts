import { useQueryClient } from '@tanstack/react-query';
import { NEWS_KEY } from '../../../api/get-news';
import { ADMIN_NEWS_KEY } from './get-admin-news';

/** After a news item is written or deleted, every list of news asks again. */
export function useRefreshNews(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_NEWS_KEY }),
      queryClient.invalidateQueries({ queryKey: NEWS_KEY }),
    ]);
  };
}
