import { Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconHelpHexagon, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm-action';
import { formatNumber } from '../../../../lib/format';
import { useDeleteGateway } from '../../api/delete-gateway';
import { useGateways } from '../../api/get-gateways';
import { useRegenerateGatewayKey } from '../../api/regenerate-gateway-key';
import type { Gateway } from '../../herd-types';
import { useOwnsAccount } from '../../use-owns-account';
import type { SettlementAccess } from '../../use-settlement-access';
import { type Column } from '../../../../components/list/data-table';
import { GatewayTable, gatewayColumns } from '../gateways/gateway-table';
import { GatewayDialog } from './gateway-dialog';
import { IngestKeyNotice, type IssuedKey } from './ingest-key-notice';
import { UnknownDevicesDialog } from './unknown-devices-dialog';

interface GatewaysSectionProps {
  access: SettlementAccess;
  /** Opens the new-device form for an identifier a gateway heard. */
  onRegister: (identifier: string) => void;
}

/**
 * The account's gateways (the receivers that hear the collars): list, create, new key, delete, and
 * the identifiers each one hears that the account has not registered.
 */
export function GatewaysSection({ access, onRegister }: GatewaysSectionProps) {
  const { t, i18n } = useTranslation();
  const gateways = useGateways();
  const remove = useDeleteGateway();
  const regenerate = useRegenerateGatewayKey();
  const ownsAccount = useOwnsAccount();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [listening, setListening] = useState<Gateway | null>(null);
  const canEdit = (gateway: Gateway) => access.canEdit(gateway.settlementId ?? undefined);

  const newKey = async (gateway: Gateway) => {
    if (!(await confirmAction('update', t('herd.key.regenerateDetails', { identifier: gateway.identifier }))))
      return;
    regenerate.mutate(gateway._id, {
      onSuccess: ({ ingestKey }) => setIssued({ identifier: gateway.identifier, ingestKey, created: false }),
    });
  };

  const confirmDelete = async (gateway: Gateway) => {
    if (await confirmAction('delete', t('herd.gateways.deleteDetails', { name: gateway.name })))
      remove.mutate(gateway._id);
  };

  const columns: Column<Gateway>[] = [
    ...gatewayColumns<Gateway>(t),
    {
      key: 'settlement',
      header: t('herd.fields.settlement'),
      render: (gateway) => access.nameOf(gateway.settlementId) ?? t('herd.gateways.noSettlement'),
    },
    {
      key: 'location',
      header: t('herd.gateways.fields.location'),
      visibleFrom: 'md',
      render: (gateway) =>
        gateway.location
          ? `${formatNumber(gateway.location.lat, i18n.language, 5)}, ${formatNumber(gateway.location.lng, i18n.language, 5)}`
          : '—',
    },
  ];

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" maw={640}>
            {t('herd.gateways.description')}
          </Text>
          {access.canEditAny && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('herd.gateways.new')}
            </Button>
          )}
        </Group>
        <GatewayTable
          query={gateways}
          label={t('herd.gateways.title')}
          columns={columns}
          emptyHint={t('herd.gateways.emptyHint')}
          skeletonRows={2}
          rowActions={(gateway) =>
            canEdit(gateway) && (
              <>
                <Menu.Item leftSection={<IconHelpHexagon size={16} />} onClick={() => setListening(gateway)}>
                  {t('herd.gateways.unknown.open')}
                </Menu.Item>
                {ownsAccount && (
                  <Menu.Item leftSection={<IconKey size={16} />} onClick={() => void newKey(gateway)}>
                    {t('herd.key.regenerate')}
                  </Menu.Item>
                )}
                <Menu.Item
                  color="danger"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void confirmDelete(gateway)}
                >
                  {t('herd.actions.delete')}
                </Menu.Item>
              </>
            )
          }
        />
      </Stack>
      <GatewayDialog
        opened={creating}
        settlements={access.editable}
        onClose={() => setCreating(false)}
        onCreated={setIssued}
      />
      <IngestKeyNotice issued={issued} onClose={() => setIssued(null)} />
      <UnknownDevicesDialog gateway={listening} onClose={() => setListening(null)} onRegister={onRegister} />
    </Paper>
  );
}
