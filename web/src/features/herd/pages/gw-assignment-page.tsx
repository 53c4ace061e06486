import { Button, Text } from '@mantine/core';
import { IconAntenna } from '@tabler/icons-react';
import type { GatewayListQuery } from '@tropero/shared/contracts/herd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column } from '../../../components/list/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { listQuery, useListParams } from '../../../components/list/use-list-params';
import { PageContainer } from '../../../components/page-container';
import { useAllGateways } from '../api/get-all-gateways';
import { AssignGatewayDialog } from '../components/gateways/assign-gateway-dialog';
import { gatewayColumns } from '../components/gateways/gateway-table';
import type { AssignedGateway, Gateway } from '../herd-types';

const Unassigned = () => (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

const NO_FILTERS = [] as const;
const SORTS: Record<string, string> = { name: 'name', identifier: 'identifier', account: 'account' };

/**
 * /gw-assignment (superadmin): every gateway, and which account and settlement it serves, a page
 * at a time, searched by name, identifier or account.
 */
export default function GwAssignmentPage() {
  const { t } = useTranslation();
  const list = useListParams(NO_FILTERS, 'name');
  const gateways = useAllGateways(listQuery(list) as GatewayListQuery);
  const [assigning, setAssigning] = useState<Gateway | null>(null);
  const columns: Column<AssignedGateway>[] = [
    ...gatewayColumns<AssignedGateway>(t).map((column) => ({ ...column, sort: SORTS[column.key] })),
    {
      key: 'account',
      header: t('herd.gwAssignment.account'),
      sort: SORTS.account,
      render: (gateway) => gateway.accountName,
    },
    {
      key: 'settlement',
      header: t('herd.fields.settlement'),
      visibleFrom: 'lg',
      render: (gateway) => gateway.settlementName ?? <Unassigned />,
    },
    {
      key: 'assign',
      header: t('herd.gwAssignment.assignment'),
      render: (gateway) => (
        <Button size="compact-sm" variant="light" onClick={() => setAssigning(gateway)}>
          {t('herd.gwAssignment.assign')}
        </Button>
      ),
    },
  ];
  return (
    <PageContainer title={t('routes.gwAssignment')} description={t('herd.gwAssignment.description')}>
      <ListPage
        list={list}
        query={gateways}
        label={t('routes.gwAssignment')}
        columns={columns}
        titleColumn="name"
        rowName={(gateway) => gateway.name}
        searchPlaceholder={t('herd.gwAssignment.search')}
        noMatch={{ title: t('herd.gwAssignment.noMatch'), description: t('herd.gwAssignment.noMatchHint') }}
        empty={
          <ListEmpty
            icon={<IconAntenna size={28} />}
            title={t('herd.gateways.empty')}
            description={t('herd.gwAssignment.emptyHint')}
          />
        }
      />
      <AssignGatewayDialog gateway={assigning} onClose={() => setAssigning(null)} />
    </PageContainer>
  );
}
