import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { PAGE_SIZES } from './use-list-params';

interface ListFooterProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Where the list is: which rows of how many, the page size, and the pages. */
export function ListFooter({ page, pageSize, total, onPage, onPageSize }: ListFooterProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          {t('list.range', { first: number(first), last: number(last), total: number(total) })}
        </Text>
        <NativeSelect
          size="xs"
          aria-label={t('list.pageSize')}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => ({
            value: String(size),
            label: t('list.perPage', { count: size }),
          }))}
        />
      </Group>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label': t(`list.pagination.${control}`),
          })}
          getItemProps={(item) => ({ 'aria-label': t('list.pagination.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
