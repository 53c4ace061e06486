import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useRefreshNews } from './news-invalidation';

/** DELETE /news/{id} (superadmin). */
export const deleteNews = (id: string): Promise<unknown> => api.delete(`/news/${id}`);

export function useDeleteNews() {
  const refresh = useRefreshNews();
  return useMutation({ mutationFn: deleteNews, onSuccess: refresh });
}
