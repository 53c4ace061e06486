import type { News } from '@tropero/shared/contracts/news';

export type NewsState = 'published' | 'scheduled' | 'expired';

/** Whether readers see a news item now, will see it, or no longer do. */
export function newsState(news: Pick<News, 'publishAt' | 'expiresAt'>, now = Date.now()): NewsState {
  if (Date.parse(news.publishAt) > now) return 'scheduled';
  if (news.expiresAt !== null && Date.parse(news.expiresAt) <= now) return 'expired';
  return 'published';
}

export const NEWS_STATE_COLOR: Record<NewsState, string> = {
  published: 'brand',
  scheduled: 'navy',
  expired: 'gray',
};
