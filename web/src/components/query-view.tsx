import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/dates';
import { useNetworkStatus } from '../lib/network-status';

/** Grey bars where a list is about to appear (docs/ui.md: skeletons, not spinners over blank pages). */
export function ListSkeleton({ rows = 3, height = 40 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={height} radius="md" />
      ))}
    </Stack>
  );
}

/** Offline: the data shown is the last known, and this says how old it is (docs/ui.md). */
export function OfflineNote({ updatedAt }: { updatedAt?: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="xs" c="yellow.9" fw={500} role="status">
      <IconWifiOff size={14} style={{ verticalAlign: 'text-bottom' }} aria-hidden="true" />{' '}
      {updatedAt
        ? t('common.offlineSince', { time: formatDateTime(updatedAt, i18n.language) })
        : t('common.offlineNoData')}
    </Text>
  );
}

interface QueryViewProps<Data> {
  query: Pick<UseQueryResult<Data>, 'data' | 'isError' | 'fetchStatus' | 'dataUpdatedAt' | 'refetch'>;
  /** What shows while the data loads the first time. */
  loading?: ReactNode;
  /** The data view; its own empty state included. */
  children: (data: Data) => ReactNode;
  /** What failed to load, as the failure's title (several views on one screen); a generic line otherwise. */
  failed?: string;
}

/**
 * The four states of a data view (docs/ui.md): loading skeletons, the failure with a retry, offline
 * (the last known data with its age, or a note when there is none yet), and the data itself.
 */
export function QueryView<Data>({
  query,
  loading = <ListSkeleton />,
  children,
  failed,
}: QueryViewProps<Data>) {
  const { t } = useTranslation();
  const { online } = useNetworkStatus();
  if (query.data !== undefined) {
    return (
      <>
        {!online && <OfflineNote updatedAt={query.dataUpdatedAt} />}
        {children(query.data)}
      </>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="danger"
        icon={<IconAlertTriangle size={20} />}
        title={failed ?? t('common.loadFailed')}
        role="alert"
      >
        <Button size="xs" variant="light" color="danger" mt="xs" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.fetchStatus === 'paused') return <OfflineNote />;
  return loading;
}
