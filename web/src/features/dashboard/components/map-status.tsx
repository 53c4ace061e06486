import { Alert, Badge, Button, Group, Loader } from '@mantine/core';
import { IconAlertTriangle, IconFileUpload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LiveOfflineBadge } from '../../telemetry/components/live-offline-badge';
import { useLiveFreshness } from '../../telemetry/components/live-provider';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import { EmptyCard } from './empty-card';
import classes from './map-status.module.css';

/** A settlement without plots: what that means, and how to add them (docs/ui.md). */
function NoPlots() {
  const { t } = useTranslation();
  const { canEdit, openPanel } = useFarmWorkspace();
  return (
    <div className={classes.empty}>
      <EmptyCard
        className={classes.card}
        title={t('farm.plots.empty')}
        hint={t(canEdit ? 'farm.plots.emptyHint' : 'farm.plots.emptyReadOnly')}
      >
        {canEdit && (
          <Group gap="sm">
            <Button leftSection={<IconPlus size={16} />} onClick={() => openPanel('newPlot')}>
              {t('farm.plots.draw')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileUpload size={16} />}
              onClick={() => openPanel('uploadKml')}
            >
              {t('farm.plots.importKml')}
            </Button>
          </Group>
        )}
      </EmptyCard>
    </div>
  );
}

/**
 * The map's data states: loading, failure with a retry, offline (browser offline or live stream
 * down) with the age of the animals' positions, no plots yet.
 */
export function MapStatus() {
  const { t } = useTranslation();
  const live = useLiveFreshness();
  const { plots, fences, markers, tool } = useFarmWorkspace();
  const queries = [plots, fences, markers];
  const failed = queries.filter((query) => query.isError && query.data === undefined);

  if (failed.length > 0) {
    return (
      <Alert
        className={classes.status}
        color="danger"
        icon={<IconAlertTriangle size={20} />}
        title={t('dashboard.map.loadFailed')}
        role="alert"
      >
        <Button
          size="xs"
          variant="light"
          color="danger"
          onClick={() => failed.forEach((query) => void query.refetch())}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (queries.some((query) => query.isPending && query.fetchStatus === 'fetching')) {
    return (
      <Badge
        className={classes.status}
        size="lg"
        variant="white"
        color="navy"
        leftSection={<Loader size={12} />}
        role="status"
      >
        {t('dashboard.map.loading')}
      </Badge>
    );
  }
  if (!live.current) return <LiveOfflineBadge className={classes.offline} since={live.since} />;
  if (plots.data?.length === 0 && tool === null) return <NoPlots />;
  return null;
}
