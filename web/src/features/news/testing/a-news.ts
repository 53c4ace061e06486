import type { News } from '@tropero/shared/contracts/news';

let next = 0;

/** A published news item for everyone, unread, with a fresh id. */
export function aNews(changes: Partial<News> = {}): News {
  next += 1;
  return {
    _id: next.toString(16).padStart(24, 'e'),
    title: `Novedad ${next}`,
    body: `Texto de la novedad ${next}.`,
    images: [],
    audience: 'all',
    languages: ['es'],
    publishAt: '2026-11-20T12:00:00.000Z',
    expiresAt: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    read: false,
    ...changes,
  };
}
