import { Group, Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router';

/** The news lists show this many a page. */
export const NEWS_PAGE_SIZE = 10;

/** The page of a news list, kept in the URL (`?page=`). */
export function useNewsPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true });
  return [page, setPage];
}

export function NewsPager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(total / NEWS_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="lg">
      <Pagination value={page} total={pages} onChange={onPage} />
    </Group>
  );
}
