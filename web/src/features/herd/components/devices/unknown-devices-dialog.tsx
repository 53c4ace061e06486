import { Button, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryView } from '../../../../components/query-view';
import { formatDateTime } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { useUnknownDevices } from '../../api/get-unknown-devices';
import type { Gateway } from '../../herd-types';
import { ScreenDialog } from '../../../../components/screen-dialog';

interface UnknownDevicesDialogProps {
  gateway: Gateway | null;
  onClose: () => void;
  /** Opens the new-device form for an identifier the gateway heard. */
  onRegister: (identifier: string) => void;
}

/** What a gateway hears but the account has not registered: collars to add, or a neighbour's. */
export function UnknownDevicesDialog({ gateway, onClose, onRegister }: UnknownDevicesDialogProps) {
  const { t, i18n } = useTranslation();
  const unknown = useUnknownDevices(gateway?._id ?? null);
  const title = t('herd.gateways.unknown.title', { name: gateway?.name ?? '' });
  return (
    <ScreenDialog opened={gateway !== null} onClose={onClose} title={title}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('herd.gateways.unknown.description')}
      </Text>
      <QueryView query={unknown} loading={<ListSkeleton rows={3} height={36} />}>
        {(rows) =>
          rows.length === 0 ? (
            <Text size="sm" role="status">
              {t('herd.gateways.unknown.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label={title} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('herd.gateways.unknown.identifier')}</Table.Th>
                    <Table.Th ta="right">{t('herd.gateways.unknown.readings')}</Table.Th>
                    <Table.Th>{t('herd.gateways.unknown.lastSeen')}</Table.Th>
                    <Table.Th aria-label={t('herd.gateways.unknown.register')} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.identifier}>
                      <Table.Td ff="monospace">{row.identifier}</Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatNumber(row.count, i18n.language, 0)}
                      </Table.Td>
                      <Table.Td>{formatDateTime(row.lastSeen, i18n.language)}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconPlus size={14} />}
                          aria-label={t('herd.gateways.unknown.registerOne', { identifier: row.identifier })}
                          onClick={() => onRegister(row.identifier)}
                        >
                          {t('herd.gateways.unknown.register')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryView>
    </ScreenDialog>
  );
}
