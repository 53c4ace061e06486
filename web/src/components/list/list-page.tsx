import { Box, Paper, Stack, Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton, QueryView } from '../query-view';
import { BulkBar } from './bulk-bar';
import { DataTable, type Column, type TableSelection } from './data-table';
import { ListNoMatch } from './list-empty';
import { ListFooter } from './list-footer';
import { SearchInput } from './search-input';
import { SortSelect } from './sort-select';
import type { ListParams } from './use-list-params';

/** A page of a server-paginated list. */
export interface ListPageData<Row> {
  items: Row[];
  total: number;
}

interface ListPageProps<Row extends { _id: string }, Filter extends string> {
  /** The list's state in the URL (useListParams). */
  list: ListParams<Filter>;
  query: Pick<
    UseQueryResult<ListPageData<Row>>,
    'data' | 'isError' | 'fetchStatus' | 'dataUpdatedAt' | 'refetch' | 'isPlaceholderData'
  >;
  /** What the table lists, for screen readers. */
  label: string;
  columns: Column<Row>[];
  titleColumn: string;
  rowName: (row: Row) => string;
  searchPlaceholder: string;
  /** The filter chips, beside the search. */
  filters?: ReactNode;
  /** The list is empty before any search or filter: what that means and what fills it. */
  empty: ReactNode;
  /** The search or the filters emptied the list. */
  noMatch: { title: string; description: string };
  rowActions?: (row: Row) => ReactNode;
  onOpen?: (row: Row) => void;
  /** Rows can be picked for the bulk actions. */
  selection?: TableSelection<Row> & { count: number; clear: () => void };
  /** The buttons of the bulk bar, acting on the selection. */
  bulkActions?: ReactNode;
}

/**
 * The management list of docs/ui.md, one shape for every list page: search, filters as chips, a
 * table with a sticky header and sortable columns (cards on a phone, with a sort choice), a menu
 * of actions per row, pagination, and the bar of bulk actions on selection. The page brings its
 * data and its domain (columns, filters, actions); this brings the frame.
 */
export function ListPage<Row extends { _id: string }, Filter extends string>({
  list,
  query,
  label,
  columns,
  titleColumn,
  rowName,
  searchPlaceholder,
  filters,
  empty,
  noMatch,
  rowActions,
  onOpen,
  selection,
  bulkActions,
}: ListPageProps<Row, Filter>) {
  const filtered = Boolean(list.q) || list.activeFilters > 0;
  const selected = selection?.count ?? 0;
  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm" mb="md">
          <Group gap="sm" wrap="wrap" align="center">
            <SearchInput value={list.q} onSearch={list.setSearch} placeholder={searchPlaceholder} />
            {filters}
          </Group>
          <SortSelect columns={columns} sort={list.sort} onSort={list.setSort} />
        </Stack>
        <QueryView query={query} loading={<ListSkeleton rows={8} height={44} />}>
          {(page) =>
            page.total === 0 ? (
              filtered ? (
                <ListNoMatch
                  title={noMatch.title}
                  description={noMatch.description}
                  onClear={() => {
                    list.clearFilters();
                    list.setSearch('');
                  }}
                />
              ) : (
                empty
              )
            ) : (
              <>
                <DataTable
                  label={label}
                  rows={page.items}
                  columns={columns}
                  titleColumn={titleColumn}
                  rowName={rowName}
                  sort={list.sort}
                  onSort={list.setSort}
                  selection={selection}
                  rowActions={rowActions}
                  onOpen={onOpen}
                  stale={query.isPlaceholderData}
                />
                <ListFooter
                  page={list.page}
                  pageSize={list.pageSize}
                  total={page.total}
                  onPage={list.setPage}
                  onPageSize={list.setPageSize}
                />
              </>
            )
          }
        </QueryView>
      </Paper>
      {selection && bulkActions && (
        <>
          {/* Room for the bulk bar, so that it never covers the last rows. */}
          {selected > 0 && <Box h={96} aria-hidden="true" />}
          <BulkBar count={selected} onClear={selection.clear}>
            {bulkActions}
          </BulkBar>
        </>
      )}
    </>
  );
}
