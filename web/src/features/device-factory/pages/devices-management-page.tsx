import { Badge, Menu, Stack, Text } from '@mantine/core';
import { IconArchive, IconArrowsExchange, IconDeviceMobile } from '@tabler/icons-react';
import type { ConsoleDevice, ConsoleDeviceListQuery } from '@tropero/shared/contracts/device-factory';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import type { Column } from '../../../components/list/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { listQuery, useListParams } from '../../../components/list/use-list-params';
import { PageContainer } from '../../../components/page-container';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { useConsoleDevices } from '../api/get-console-devices';
import { useMoveDevice } from '../api/move-device';
import { useRetireDevice } from '../api/retire-device';
import { AccountDialog } from '../components/account-dialog';
import { RowDangerAction } from '../../../components/list/row-danger-action';

const NO_FILTERS = [] as const;
const dimmed = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/** /devices-management (superadmin): every account's devices, found, moved and retired. */
export default function DevicesManagementPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(NO_FILTERS, 'identifier');
  // In identifier order only: the list stays fast at 100,000 devices.
  const { sort: _sort, ...query } = listQuery(list);
  const devices = useConsoleDevices(query as ConsoleDeviceListQuery);
  const move = useMoveDevice();
  const retire = useRetireDevice();
  const [moving, setMoving] = useState<ConsoleDevice | null>(null);
  const locale = i18n.language;

  const columns: Column<ConsoleDevice>[] = [
    {
      key: 'identifier',
      header: t('deviceFactory.fields.identifier'),
      render: (d) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" ff="monospace" td={d.retiredAt ? 'line-through' : undefined}>
            {d.identifier}
          </Text>
          {d.simulated && (
            <Badge size="xs" variant="light" color="grape">
              {t('deviceFactory.devices.simulated')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('deviceFactory.fields.deviceType'),
      render: (d) => t(`deviceFactory.deviceTypes.${d.type}`),
    },
    {
      key: 'account',
      header: t('deviceFactory.fields.account'),
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm">{d.accountName}</Text>
          {d.ownerEmail && (
            <Text size="xs" c="dimmed">
              {d.ownerEmail}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'lastSeen',
      header: t('deviceFactory.fields.lastSeen'),
      render: (d) =>
        d.lastSeen === null ? dimmed(t('deviceFactory.devices.never')) : formatDateTime(d.lastSeen, locale),
    },
    {
      key: 'battery',
      header: t('deviceFactory.fields.battery'),
      numeric: true,
      render: (d) => (d.battery === null ? dimmed('—') : `${formatNumber(d.battery, locale, 0)} %`),
    },
    {
      key: 'firmware',
      header: t('deviceFactory.fields.firmware'),
      visibleFrom: 'lg',
      render: (d) => d.firmware ?? dimmed('—'),
    },
    {
      key: 'state',
      header: t('deviceFactory.fields.state'),
      visibleFrom: 'md',
      render: (d) =>
        d.retiredAt ? (
          <Badge variant="light" color="gray">
            {t('deviceFactory.devices.retired')}
          </Badge>
        ) : (
          <Badge variant="light" color="brand">
            {t('deviceFactory.devices.inService')}
          </Badge>
        ),
    },
  ];

  const confirmRetire = async (device: ConsoleDevice) => {
    if (
      await confirmAction(
        'delete',
        t('deviceFactory.devices.retireDetails', { identifier: device.identifier }),
      )
    ) {
      retire.mutate(device._id);
    }
  };

  return (
    <PageContainer title={t('routes.devicesManagement')} description={t('deviceFactory.devices.description')}>
      <ListPage
        list={list}
        query={devices}
        label={t('routes.devicesManagement')}
        columns={columns}
        titleColumn="identifier"
        rowName={(d) => d.identifier}
        searchPlaceholder={t('deviceFactory.devices.search')}
        noMatch={{
          title: t('deviceFactory.devices.noMatch'),
          description: t('deviceFactory.devices.noMatchHint'),
        }}
        empty={
          <ListEmpty
            icon={<IconDeviceMobile size={28} />}
            title={t('deviceFactory.devices.empty')}
            description={t('deviceFactory.devices.emptyHint')}
          />
        }
        rowActions={(device) =>
          !device.retiredAt && (
            <>
              <Menu.Item leftSection={<IconArrowsExchange size={16} />} onClick={() => setMoving(device)}>
                {t('deviceFactory.devices.move')}
              </Menu.Item>
              <RowDangerAction icon={IconArchive} onClick={() => void confirmRetire(device)}>
                {t('deviceFactory.devices.retire')}
              </RowDangerAction>
            </>
          )
        }
      />
      <AccountDialog
        subject={
          moving && {
            title: t('deviceFactory.devices.moveTitle', { identifier: moving.identifier }),
            description: t('deviceFactory.devices.moveHint', { account: moving.accountName }),
            submit: t('deviceFactory.devices.move'),
            exclude: moving.accountId,
          }
        }
        onClose={() => setMoving(null)}
        onSubmit={(accountId) => move.mutateAsync({ id: moving!._id, accountId })}
      />
    </PageContainer>
  );
}
