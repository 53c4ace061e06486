import { Button, Paper, Text } from '@mantine/core';
import { IconAntenna } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { useAllGateways } from '../api/get-all-gateways';
import { AssignGatewayDialog } from '../components/gateways/assign-gateway-dialog';
import { DataTable, type Column } from '../../../components/list/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import type { AssignedGateway, Gateway } from '../herd-types';

const Unassigned = () => (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/** /gw-assignment (superadmin): every gateway, and which account and settlement it serves. */
export default function GwAssignmentPage() {
  const { t } = useTranslation();
  const gateways = useAllGateways();
  const [assigning, setAssigning] = useState<Gateway | null>(null);
  const columns: Column<AssignedGateway>[] = [
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
    {
      key: 'account',
      header: t('herd.gwAssignment.account'),
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
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <QueryView query={gateways} loading={<ListSkeleton rows={4} height={44} />}>
          {(list) =>
            list.length === 0 ? (
              <ListEmpty
                icon={<IconAntenna size={28} />}
                title={t('herd.gateways.empty')}
                description={t('herd.gwAssignment.emptyHint')}
              />
            ) : (
              <DataTable
                label={t('routes.gwAssignment')}
                rows={list}
                columns={columns}
                titleColumn="name"
                rowName={(gateway) => gateway.name}
              />
            )
          }
        </QueryView>
      </Paper>
      <AssignGatewayDialog gateway={assigning} onClose={() => setAssigning(null)} />
    </PageContainer>
  );
}
