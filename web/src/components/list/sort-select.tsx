import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from './data-table';

/** On a phone the cards have no header to sort by: the order is chosen here. */
export function SortSelect<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: Column<Row>[];
  sort: string;
  onSort: (sort: string) => void;
}) {
  const { t } = useTranslation();
  const options = columns
    .filter((column) => column.sort)
    .flatMap((column) => [
      { value: column.sort!, label: t('list.sortAscending', { column: column.header }) },
      { value: `-${column.sort!}`, label: t('list.sortDescending', { column: column.header }) },
    ]);
  // A list the server gives in one fixed order has nothing to choose.
  if (options.length === 0) return null;
  return (
    <NativeSelect
      hiddenFrom="sm"
      aria-label={t('list.sortBy')}
      value={sort}
      onChange={(event) => onSort(event.currentTarget.value)}
      data={options}
      w="100%"
    />
  );
}
