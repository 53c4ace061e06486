import { Text } from '@mantine/core';
import { IconAntenna } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../../components/list/data-table';
import { ListEmpty } from '../../../../components/list/list-empty';
import { ListSkeleton, QueryView } from '../../../../components/query-view';

type GatewayRow = { _id: string; name: string; identifier: string };

/** The columns every gateway list starts with: its name and the identifier it reports. */
export function gatewayColumns<Row extends GatewayRow>(t: TFunction): Column<Row>[] {
  return [
    { key: 'name', header: t('herd.gateways.fields.name'), render: (gateway) => gateway.name },
    {
      key: 'identifier',
      header: t('herd.gateways.fields.identifier'),
      render: (gateway) => (
        <Text span ff="monospace" size="sm">
          {gateway.identifier}
        </Text>
      ),
    },
  ];
}

interface GatewayTableProps<Row extends GatewayRow> {
  query: Pick<UseQueryResult<Row[]>, 'data' | 'isError' | 'fetchStatus' | 'dataUpdatedAt' | 'refetch'>;
  label: string;
  columns: Column<Row>[];
  emptyHint: string;
  skeletonRows: number;
  rowActions?: (gateway: Row) => ReactNode;
}

/** A list of gateways, loading and empty states included. */
export function GatewayTable<Row extends GatewayRow>({
  query,
  label,
  columns,
  emptyHint,
  skeletonRows,
  rowActions,
}: GatewayTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <QueryView query={query} loading={<ListSkeleton rows={skeletonRows} height={44} />}>
      {(list) =>
        list.length === 0 ? (
          <ListEmpty
            icon={<IconAntenna size={28} />}
            title={t('herd.gateways.empty')}
            description={emptyHint}
          />
        ) : (
          <DataTable
            label={label}
            rows={list}
            columns={columns}
            titleColumn="name"
            rowName={(gateway) => gateway.name}
            rowActions={rowActions}
          />
        )
      }
    </QueryView>
  );
}
