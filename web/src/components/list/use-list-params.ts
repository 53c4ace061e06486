import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
const DEFAULT_PAGE_SIZE = 50;

export interface ListParams<Filter extends string> {
  page: number;
  pageSize: number;
  sort: string;
  q: string;
  filters: Partial<Record<Filter, string>>;
  activeFilters: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: string) => void;
  setSearch: (q: string) => void;
  setFilter: (name: Filter, value: string | null) => void;
  clearFilters: () => void;
}

/** What a list asks its server for: the page, its order, the search and the filters. */
export function listQuery<Filter extends string>({ page, pageSize, sort, q, filters }: ListParams<Filter>) {
  return { page, pageSize, sort, q: q || undefined, ...filters };
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** The URL's parameters with these set, and those without a value removed. */
function withChanges(current: URLSearchParams, changes: Partial<Record<string, string | null>>) {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * A list's state in the URL (page, size, sort, search, filters), so that a link or a reload shows
 * the same rows. Changing what is listed goes back to the first page.
 */
export function useListParams<Filter extends string>(
  filterNames: readonly Filter[],
  defaultSort: string,
): ListParams<Filter> {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | null>, resetPage = true) =>
      setParams(
        (current) => {
          const next = withChanges(current, changes);
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const filters = useMemo(() => {
    const values: Partial<Record<Filter, string>> = {};
    for (const name of filterNames) {
      const value = params.get(name);
      if (value) values[name] = value;
    }
    return values;
  }, [params, filterNames]);

  const pageSize = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    page: positive(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: params.get('sort') ?? defaultSort,
    q: params.get('q') ?? '',
    filters,
    activeFilters: Object.keys(filters).length,
    setPage: (page) => update({ page: page > 1 ? String(page) : null }, false),
    setPageSize: (size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : String(size) }),
    setSort: (sort) => update({ sort: sort === defaultSort ? null : sort }),
    setSearch: useCallback((q: string) => update({ q: q.trim() || null }), [update]),
    setFilter: (name, value) => update({ [name]: value }),
    clearFilters: () => update(Object.fromEntries(filterNames.map((name) => [name, null]))),
  };
}

/** A parameter that opens something over a list (a dialog, a detail), not part of what it lists. */
type DialogParam = string;

/**
 * Sets several of the parameters that open something over the page in one change of the URL (two
 * changes in a row would each start from the same old URL, and the first would be lost).
 */
export function useSetDialogParams(): (changes: Partial<Record<DialogParam, string | null>>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) => setParams((current) => withChanges(current, changes), { replace: true }),
    [setParams],
  );
}

/** Reads and sets one parameter that opens something over the page (`?import=1`, `?animal=<id>`). */
export function useDialogParam(name: DialogParam): [string | null, (value: string | null) => void] {
  const [params] = useSearchParams();
  const setParams = useSetDialogParams();
  const set = useCallback((value: string | null) => setParams({ [name]: value }), [name, setParams]);
  return [params.get(name), set];
}
