import { Button, Menu, Text } from '@mantine/core';
import {
  IconBuildingFactory2,
  IconFileTypeCsv,
  IconPlus,
  IconKey,
  IconPrinter,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { BATCH_STATES, type Batch, type BatchListQuery } from '@tropero/shared/contracts/device-factory';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes';
import type { Column } from '../../../components/list/data-table';
import { FilterChip } from '../../../components/list/filter-chip';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListPage } from '../../../components/list/list-page';
import { listQuery, useListParams } from '../../../components/list/use-list-params';
import { PageContainer } from '../../../components/page-container';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { useDownloadBatchFile, type BatchFile } from '../api/download-batch-file';
import { useBatches } from '../api/get-batches';
import { useShipBatch } from '../api/ship-batch';
import { AccountDialog } from '../components/account-dialog';
import { BatchStateBadge } from '../components/batch-state-badge';
import { RegenerateCodesDialog } from '../components/regenerate-codes-dialog';
import { FilterBar } from '../../../components/list/filter-bar';

const FILTERS = ['state'] as const;

/** /batch-management (superadmin): production batches, their state, labels and shipments. */
export default function BatchManagementPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(FILTERS, 'created');
  const { sort: _sort, ...query } = listQuery(list);
  const batches = useBatches(query as BatchListQuery);
  const download = useDownloadBatchFile();
  const ship = useShipBatch();
  const [shipping, setShipping] = useState<Batch | null>(null);
  const [renewing, setRenewing] = useState<Batch | null>(null);
  const locale = i18n.language;
  const kind = (batch: Batch) => t(`deviceFactory.deviceTypes.${batch.deviceType}`);

  const columns: Column<Batch>[] = [
    {
      key: 'created',
      header: t('deviceFactory.fields.created'),
      render: (b) => formatDateTime(Date.parse(b.createdAt), locale),
    },
    { key: 'deviceType', header: t('deviceFactory.fields.deviceType'), render: kind },
    {
      key: 'technology',
      header: t('deviceFactory.fields.technology'),
      render: (b) => `${b.technology} · ${b.firmware}`,
      visibleFrom: 'md',
    },
    {
      key: 'quantity',
      header: t('deviceFactory.fields.activated'),
      numeric: true,
      render: (b) => `${formatNumber(b.activated, locale, 0)} / ${formatNumber(b.quantity, locale, 0)}`,
    },
    {
      key: 'state',
      header: t('deviceFactory.fields.state'),
      render: (b) => <BatchStateBadge state={b.state} />,
    },
    {
      key: 'account',
      header: t('deviceFactory.fields.account'),
      render: (b) =>
        b.accountName ?? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];

  const get = (batch: Batch, file: BatchFile) =>
    download.mutate(
      { id: batch._id, file },
      { onSuccess: (downloaded) => saveFile(downloaded, file.replace('.', `-${batch._id}.`)) },
    );

  const newBatch = (
    <Button component={Link} to={href('devicesFactory')} leftSection={<IconPlus size={16} />}>
      {t('deviceFactory.batches.new')}
    </Button>
  );

  return (
    <PageContainer
      title={t('routes.batchManagement')}
      description={t('deviceFactory.batches.description')}
      actions={newBatch}
    >
      <ListPage
        list={list}
        query={batches}
        label={t('routes.batchManagement')}
        columns={columns}
        titleColumn="deviceType"
        rowName={(b) => `${kind(b)} ${formatDateTime(Date.parse(b.createdAt), locale)}`}
        searchPlaceholder={t('deviceFactory.batches.search')}
        filters={
          <FilterBar>
            <FilterChip
              label={t('deviceFactory.fields.state')}
              value={list.filters.state}
              options={BATCH_STATES.map((state) => ({
                value: state,
                label: t(`deviceFactory.states.${state}`),
              }))}
              onChange={(value) => list.setFilter('state', value)}
            />
          </FilterBar>
        }
        noMatch={{
          title: t('deviceFactory.batches.noMatch'),
          description: t('deviceFactory.batches.noMatchHint'),
        }}
        empty={
          <ListEmpty
            icon={<IconBuildingFactory2 size={28} />}
            title={t('deviceFactory.batches.empty')}
            description={t('deviceFactory.batches.emptyHint')}
            actions={newBatch}
          />
        }
        rowActions={(batch) => (
          <>
            <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => get(batch, 'labels.pdf')}>
              {t('deviceFactory.files.labelsWithoutCodes')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => get(batch, 'devices.csv')}>
              {t('deviceFactory.files.csvWithoutCodes')}
            </Menu.Item>
            {batch.state !== 'ACTIVATED' && (
              <Menu.Item leftSection={<IconTruckDelivery size={16} />} onClick={() => setShipping(batch)}>
                {t('deviceFactory.batches.ship')}
              </Menu.Item>
            )}
            {batch.state !== 'ACTIVATED' && (
              <Menu.Item leftSection={<IconKey size={16} />} onClick={() => setRenewing(batch)}>
                {t('deviceFactory.codes.action')}
              </Menu.Item>
            )}
          </>
        )}
      />
      <AccountDialog
        subject={
          shipping && {
            title: t('deviceFactory.batches.shipTitle'),
            description: t('deviceFactory.batches.shipHint', {
              count: shipping.quantity,
              type: kind(shipping),
            }),
            submit: t('deviceFactory.batches.ship'),
          }
        }
        onClose={() => setShipping(null)}
        onSubmit={(accountId) => ship.mutateAsync({ id: shipping!._id, accountId })}
      />
      <RegenerateCodesDialog batch={renewing} onClose={() => setRenewing(null)} />
    </PageContainer>
  );
}
