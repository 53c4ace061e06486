import { Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { useAllGateways } from '../api/get-all-gateways';
import { AssignGatewayDialog } from '../components/gateways/assign-gateway-dialog';
import { type Column } from '../../../components/list/data-table';
import { GatewayTable, gatewayColumns } from '../components/gateways/gateway-table';
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
    ...gatewayColumns<AssignedGateway>(t),
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
        <GatewayTable
          query={gateways}
          label={t('routes.gwAssignment')}
          columns={columns}
          emptyHint={t('herd.gwAssignment.emptyHint')}
          skeletonRows={4}
        />
      </Paper>
      <AssignGatewayDialog gateway={assigning} onClose={() => setAssigning(null)} />
    </PageContainer>
  );
}
