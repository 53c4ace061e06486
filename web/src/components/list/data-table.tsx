import {
  ActionIcon,
  Box,
  type BoxProps,
  Card,
  Checkbox,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconDotsVertical, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The API's sort field, when the column sorts. */
  sort?: string;
  /** On narrower screens the table leaves the column out (cards keep it). */
  visibleFrom?: 'md' | 'lg' | 'xl';
  numeric?: boolean;
}

export interface TableSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row, selected: boolean) => void;
  onToggleAll: (rows: Row[], selected: boolean) => void;
  /** Rows the user may not change (a shared settlement he only views) cannot be picked. */
  isSelectable?: (row: Row) => boolean;
}

interface DataTableProps<Row extends { _id: string }> {
  /** What the table lists, for screen readers. */
  label: string;
  rows: Row[];
  columns: Column<Row>[];
  /** The column that names a row: the title of its card. */
  titleColumn: string;
  /** How a row is called in labels ("Seleccionar <name>"). */
  rowName: (row: Row) => string;
  sort?: string;
  onSort?: (sort: string) => void;
  selection?: TableSelection<Row>;
  /** Menu items of a row; a row without any shows no menu. */
  rowActions?: (row: Row) => ReactNode;
  onOpen?: (row: Row) => void;
  /** The next page is loading: the rows shown are the previous ones. */
  stale?: boolean;
}

export const isMobileQuery = '(max-width: 47.99em)';

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden="true" />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden="true" />;
  return <IconSelector size={14} aria-hidden="true" className={classes.idleSort} />;
}

function directionOf(sort: string | undefined, field: string): 'asc' | 'desc' | null {
  if (sort === field) return 'asc';
  if (sort === `-${field}`) return 'desc';
  return null;
}

function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" hideDetached={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

interface RowCheckboxProps<Row> {
  row: Row;
  name: string;
  selection: TableSelection<Row>;
  size?: 'md';
}

/** Picks one row, in the table and on its card alike. */
function RowCheckbox<Row>({ row, name, selection, size }: RowCheckboxProps<Row>) {
  const { t } = useTranslation();
  return (
    <Checkbox
      size={size}
      aria-label={t('list.selectRow', { name })}
      checked={selection.isSelected(row)}
      disabled={!(selection.isSelectable?.(row) ?? true)}
      onChange={(event) => selection.onToggle(row, event.currentTarget.checked)}
    />
  );
}

/** One column of a card: its header over the row's value. */
function CardDetail<Row>({ column, row, ...box }: { column: Column<Row>; row: Row } & BoxProps) {
  return (
    <Box {...box}>
      <Text size="xs" c="dimmed">
        {column.header}
      </Text>
      <Box fz="sm" className={column.numeric ? classes.numeric : undefined}>
        {column.render(row)}
      </Box>
    </Box>
  );
}

/**
 * A management list (docs/ui.md): a table with a sticky header, sortable columns, row selection and a
 * menu of actions per row; on a phone each row becomes a card.
 */
export function DataTable<Row extends { _id: string }>(props: DataTableProps<Row>) {
  const isMobile = useMediaQuery(isMobileQuery, false, { getInitialValueInEffect: false });
  return isMobile ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<Row extends { _id: string }>({
  label,
  rows,
  columns,
  rowName,
  sort,
  onSort,
  selection,
  rowActions,
  onOpen,
  titleColumn,
  stale,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const selectable = rows.filter((row) => selection?.isSelectable?.(row) ?? true);
  const selectedOnPage = selectable.filter((row) => selection?.isSelected(row)).length;

  return (
    <Table
      stickyHeader
      stickyHeaderOffset={60}
      highlightOnHover
      verticalSpacing="sm"
      aria-label={label}
      aria-busy={stale || undefined}
      className={stale ? classes.stale : undefined}
    >
      <Table.Thead className={classes.head}>
        <Table.Tr>
          {selection && (
            <Table.Th w={44}>
              <Checkbox
                aria-label={t('list.selectPage')}
                checked={selectable.length > 0 && selectedOnPage === selectable.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < selectable.length}
                disabled={selectable.length === 0}
                onChange={(event) => selection.onToggleAll(selectable, event.currentTarget.checked)}
              />
            </Table.Th>
          )}
          {columns.map((column) => {
            const direction = column.sort ? directionOf(sort, column.sort) : null;
            return (
              <Table.Th
                key={column.key}
                visibleFrom={column.visibleFrom}
                ta={column.numeric ? 'right' : undefined}
                aria-sort={
                  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                }
              >
                {column.sort && onSort ? (
                  <UnstyledButton
                    className={classes.sortButton}
                    onClick={() => onSort(direction === 'asc' ? `-${column.sort}` : column.sort!)}
                  >
                    {column.header}
                    <SortIcon direction={direction} />
                  </UnstyledButton>
                ) : (
                  column.header
                )}
              </Table.Th>
            );
          })}
          {rowActions && (
            <Table.Th w={52}>
              <Text span className={classes.visuallyHidden}>
                {t('list.actions')}
              </Text>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody className={classes.body}>
        {rows.map((row) => {
          const selected = selection?.isSelected(row) ?? false;
          return (
            <Table.Tr key={row._id} bg={selected ? 'var(--mantine-color-brand-0)' : undefined}>
              {selection && (
                <Table.Td>
                  <RowCheckbox row={row} name={rowName(row)} selection={selection} />
                </Table.Td>
              )}
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  visibleFrom={column.visibleFrom}
                  ta={column.numeric ? 'right' : undefined}
                  className={column.numeric ? classes.numeric : undefined}
                >
                  {column.key === titleColumn && onOpen ? (
                    <UnstyledButton className={classes.openButton} onClick={() => onOpen(row)}>
                      {column.render(row)}
                    </UnstyledButton>
                  ) : (
                    column.render(row)
                  )}
                </Table.Td>
              ))}
              {rowActions && (
                <Table.Td>
                  <RowMenu label={t('list.rowActions', { name: rowName(row) })}>{rowActions(row)}</RowMenu>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function RowCards<Row extends { _id: string }>({
  label,
  rows,
  columns,
  rowName,
  selection,
  rowActions,
  onOpen,
  titleColumn,
  stale,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const title = columns.find((column) => column.key === titleColumn);
  const details = columns.filter((column) => column.key !== titleColumn);
  // One detail fits beside the title: the card stays one line high.
  const compact = details.length <= 1;
  return (
    <Stack
      gap="sm"
      role="list"
      aria-label={label}
      aria-busy={stale || undefined}
      className={stale ? classes.stale : undefined}
    >
      {rows.map((row) => {
        const selected = selection?.isSelected(row) ?? false;
        return (
          <Card
            key={row._id}
            role="listitem"
            withBorder
            radius="md"
            padding="sm"
            bg={selected ? 'var(--mantine-color-brand-0)' : undefined}
          >
            <Group gap="sm" wrap="nowrap" align="center">
              {selection && <RowCheckbox size="md" row={row} name={rowName(row)} selection={selection} />}
              <Box flex={1} miw={0}>
                {onOpen ? (
                  <UnstyledButton className={classes.cardTitle} onClick={() => onOpen(row)}>
                    {title?.render(row)}
                  </UnstyledButton>
                ) : (
                  <Box className={classes.cardTitle}>{title?.render(row)}</Box>
                )}
              </Box>
              {compact &&
                details.map((column) => <CardDetail key={column.key} column={column} row={row} ta="right" />)}
              {rowActions && (
                <RowMenu label={t('list.rowActions', { name: rowName(row) })}>{rowActions(row)}</RowMenu>
              )}
            </Group>
            {!compact && (
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
                {details.map((column) => (
                  <CardDetail key={column.key} column={column} row={row} miw={0} />
                ))}
              </SimpleGrid>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

/** Identifiers (MACs, keys, ids) are read character by character: the input, not its label, in monospace. */
export const MONOSPACE_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;
