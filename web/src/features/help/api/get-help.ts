import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE_PATH, DEFAULT_LANGUAGE, type Language } from '@tropero/shared/constants';
import type { HelpArticle, HelpEntry, HelpListQuery } from '@tropero/shared/contracts/help';
import type { HelpContext, HelpKind } from '@tropero/shared/help';
import { isSuperadmin } from '@tropero/shared/roles';
import { api } from '../../../api/client';
import { useUser } from '../../../lib/session';

/** Every help query starts with this key: a saved entry refreshes them all. */
export const HELP_KEY = ['help'] as const;

type Page<T> = { items: T[]; total: number };

/** What a help list shows of an entry; a superadmin's also says whether it is published. */
export interface ShownArticle extends HelpArticle {
  published: boolean;
  /** The superadmin's: the whole entry, to edit. */
  entry?: HelpEntry;
}

export interface HelpFilter {
  kind?: HelpKind;
  context?: HelpContext;
  q?: string;
}

/** The address an image of the help is served at (an <img> reads it without a token). */
export const helpImageUrl = (id: string) => `${API_BASE_PATH}/help/images/${id}`;

/** An entry in `language`, or in es-AR when it has no text in it (as the server answers readers). */
function articleOf(entry: HelpEntry, language: Language): ShownArticle {
  const own = entry.translations[language];
  const shown = own ? language : DEFAULT_LANGUAGE;
  const text = own ?? entry.translations.es_AR;
  return { ...entry, language: shown, title: text.title, body: text.body, entry };
}

const query = (filter: HelpFilter, language: Language): HelpListQuery => ({
  ...filter,
  language,
  page: 1,
  pageSize: 100,
});

/**
 * The help entries of a kind or context in `language`: published ones for readers; every entry for a
 * superadmin (GET /help/admin), who edits them from the same list.
 */
export function useHelpArticles(filter: HelpFilter, language: Language) {
  const user = useUser();
  const admin = Boolean(user && isSuperadmin(user.tags));
  const params = query(filter, language);
  const readerList = useQuery({
    queryKey: [...HELP_KEY, 'reader', params],
    queryFn: () => api.get<Page<HelpArticle>>('/help', { query: { ...params } }),
    select: (page): Page<ShownArticle> => ({
      total: page.total,
      items: page.items.map((item) => ({ ...item, published: true })),
    }),
    placeholderData: keepPreviousData,
    enabled: !admin,
  });
  const adminList = useQuery({
    queryKey: [...HELP_KEY, 'admin', params],
    queryFn: () => api.get<Page<HelpEntry>>('/help/admin', { query: { ...params } }),
    select: (page): Page<ShownArticle> => ({
      total: page.total,
      items: page.items.map((entry) => articleOf(entry, language)),
    }),
    placeholderData: keepPreviousData,
    enabled: admin,
  });
  return { admin, list: admin ? adminList : readerList };
}
