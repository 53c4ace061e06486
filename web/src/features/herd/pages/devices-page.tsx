import { Button, Group, Menu, Tabs } from '@mantine/core';
import { IconAntenna, IconBolt, IconDeviceMobile, IconEdit, IconKey, IconPlus } from '@tabler/icons-react';
import type { Device, DeviceListQuery } from '@tropero/shared/herd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import {
  listQuery,
  useDialogParam,
  useListParams,
  useSetDialogParams,
} from '../../../components/list/use-list-params';
import { PageContainer } from '../../../components/page-container';
import { useDeleteDevice } from '../api/delete-device';
import { useDevices } from '../api/get-devices';
import { useRegenerateDeviceKey } from '../api/regenerate-device-key';
import { deviceColumns } from '../components/devices/device-columns';
import { DeviceDialog } from '../components/devices/device-dialog';
import { DEVICE_FILTERS, DeviceFilters } from '../components/devices/device-filters';
import { FastLoadDialog } from '../components/devices/fast-load-dialog';
import { GatewaysSection } from '../components/devices/gateways-section';
import { IngestKeyNotice, type IssuedKey } from '../components/devices/ingest-key-notice';
import { ExportMenu } from '../components/export-menu';
import { ImportButton } from '../components/imports/import-button';
import { ImportDialog } from '../components/imports/import-dialog';
import { useSettlementAccess, type SettlementAccess } from '../use-settlement-access';
import { RowDangerAction } from '../../../components/list/row-danger-action';

/** `?new=1` opens a blank device form; `?new=<identifier>` one for that identifier (e.g. heard by a gateway). */
const NEW_BLANK = '1';

/**
 * /devices (spec §2): collars, ear tags and fixed points as a server-paginated table with last
 * seen and battery; the device form with its ingest key, fast loading, import, export; gateways.
 */
export default function DevicesPage() {
  const { t } = useTranslation();
  const access = useSettlementAccess();
  const [tab, setTab] = useDialogParam('tab');
  const [importing, setImporting] = useDialogParam('import');
  const [fastLoading, setFastLoading] = useDialogParam('fastLoad');
  const [creating, setCreating] = useDialogParam('new');
  const openParams = useSetDialogParams();
  const list = useListParams(DEVICE_FILTERS, 'identifier');
  const defaultSettlementId = access.defaultFor(list.filters.settlementId);
  const query = listQuery(list) as DeviceListQuery;
  const { page: _page, pageSize: _pageSize, sort: _sort, ...exportFilters } = query;
  const onGateways = tab === 'gateways';

  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(NEW_BLANK)}>
      {t('herd.devices.new')}
    </Button>
  );
  const loadButtons = (
    <>
      <Button variant="default" leftSection={<IconBolt size={16} />} onClick={() => setFastLoading('1')}>
        {t('herd.fastLoad.button')}
      </Button>
      <ImportButton onClick={() => setImporting('1')} />
    </>
  );

  return (
    <PageContainer
      title={t('routes.devices')}
      description={t('herd.devices.description')}
      actions={
        !onGateways && (
          <Group gap="xs">
            {access.canEditAny && loadButtons}
            <ExportMenu listing={{ kind: 'devices', filters: exportFilters, sort: list.sort }} />
            {access.canEditAny && newButton}
          </Group>
        )
      }
    >
      <Tabs
        value={onGateways ? 'gateways' : 'devices'}
        onChange={(value) => setTab(value === 'gateways' ? value : null)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="devices" leftSection={<IconDeviceMobile size={16} />}>
            {t('herd.devices.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="gateways" leftSection={<IconAntenna size={16} />}>
            {t('herd.gateways.title')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="devices">
          <DeviceList
            list={list}
            query={query}
            access={access}
            fillActions={
              access.canEditAny && (
                <>
                  {newButton}
                  {loadButtons}
                </>
              )
            }
            creating={creating === null ? null : { identifier: creating === NEW_BLANK ? '' : creating }}
            onCloseCreate={() => setCreating(null)}
            defaultSettlementId={defaultSettlementId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="gateways">
          <GatewaysSection
            access={access}
            onRegister={(identifier) => openParams({ tab: null, new: identifier })}
          />
        </Tabs.Panel>
      </Tabs>
      <FastLoadDialog
        opened={fastLoading !== null}
        mode={fastLoading === 'claim' ? 'claim' : 'list'}
        onClose={() => setFastLoading(null)}
        settlements={access.editable}
        defaultSettlementId={defaultSettlementId}
      />
      <ImportDialog
        kind="devices"
        opened={importing !== null}
        onClose={() => setImporting(null)}
        settlements={access.editable}
      />
    </PageContainer>
  );
}

interface DeviceListProps {
  list: ReturnType<typeof useListParams<(typeof DEVICE_FILTERS)[number]>>;
  query: DeviceListQuery;
  access: SettlementAccess;
  /** The new device being created, if any. */
  creating: { identifier: string } | null;
  defaultSettlementId: string;
  onCloseCreate: () => void;
  /** What fills an empty list: new, fast load and import, for those who may. */
  fillActions: ReactNode;
}

function DeviceList({
  list,
  query,
  access,
  creating,
  defaultSettlementId,
  onCloseCreate,
  fillActions,
}: DeviceListProps) {
  const { t, i18n } = useTranslation();
  const devices = useDevices(query);
  const remove = useDeleteDevice();
  const regenerate = useRegenerateDeviceKey();
  const [editing, setEditing] = useState<Device | null>(null);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const columns = deviceColumns(
    t,
    i18n.language,
    access.settlements.length > 1 ? access.nameOf : null,
    access.alertParamsOf,
  );
  const canEdit = (device: Device) => access.canEdit(device.settlementId ?? undefined);

  const newKey = async (device: Device) => {
    if (!(await confirmAction('update', t('herd.key.regenerateDetails', { identifier: device.identifier }))))
      return;
    regenerate.mutate(device._id, {
      onSuccess: ({ ingestKey }) => setIssued({ identifier: device.identifier, ingestKey, created: false }),
    });
  };

  const confirmDelete = async (device: Device) => {
    if (await confirmAction('delete', t('herd.devices.deleteDetails', { identifier: device.identifier }))) {
      remove.mutate(device._id);
    }
  };

  const rowActions = (device: Device) =>
    canEdit(device) && (
      <>
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => setEditing(device)}>
          {t('herd.actions.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => void newKey(device)}>
          {t('herd.key.regenerate')}
        </Menu.Item>
        <RowDangerAction onClick={() => void confirmDelete(device)}>
          {t('herd.actions.delete')}
        </RowDangerAction>
      </>
    );

  return (
    <>
      <ListPage
        list={list}
        query={devices}
        label={t('routes.devices')}
        columns={columns}
        titleColumn="identifier"
        rowName={(device) => device.identifier}
        searchPlaceholder={t('herd.devices.search')}
        filters={
          <DeviceFilters
            filters={list.filters}
            settlements={access.settlements}
            onChange={list.setFilter}
            onClear={list.clearFilters}
          />
        }
        noMatch={{ title: t('herd.devices.noMatch'), description: t('herd.devices.noMatchHint') }}
        empty={
          <ListEmpty
            icon={<IconDeviceMobile size={28} />}
            title={t('herd.devices.empty')}
            description={t(access.canEditAny ? 'herd.devices.emptyHint' : 'herd.devices.emptyReadOnly')}
            actions={fillActions}
          />
        }
        rowActions={rowActions}
        onOpen={access.canEditAny ? (device) => canEdit(device) && setEditing(device) : undefined}
      />
      <DeviceDialog
        editing={editing ?? creating}
        settlements={access.editable}
        defaultSettlementId={defaultSettlementId}
        onClose={() => {
          setEditing(null);
          onCloseCreate();
        }}
        onCreated={({ device, ingestKey }) =>
          setIssued({ identifier: device.identifier, ingestKey, created: true })
        }
      />
      <IngestKeyNotice issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
