import { CloseButton, Group, Modal, Paper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KmlUpload } from '../../farm/components/kml-upload';
import { ShareSettlementDialog } from '../../farm/components/share-settlement-dialog';
import { boundsOf } from '../../../components/map/bounds';
import type { DashboardPanel } from '../panel-ids';
import { AreaDrawingPanel } from '../panels/farm/area-drawing-panel';
import { CropHistoryPanel } from '../panels/farm/crop-history-panel';
import { HeatmapPanel } from '../panels/grazing/heatmap-panel';
import { DownloadDataPanel } from '../panels/animal/download-data-panel';
import { MarkerPlacementPanel } from '../panels/farm/marker-placement-panel';
import { PlotsBatchPanel } from '../panels/farm/plots-batch-panel';
import { SettlementAlertsPanel } from '../panels/farm/settlement-alerts-panel';
import { SettlementChoicePanel } from '../panels/farm/settlement-choice-panel';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import classes from './bottom-panels.module.css';

/** Panels that change the settlement: a user who may only look is told so instead. */
const EDITING_PANELS: ReadonlySet<DashboardPanel> = new Set([
  'newPlot',
  'uploadKml',
  'plotColour',
  'plotsBatch',
  'virtualFences',
  'farmMarker',
  'shareSettlement',
  'settlementAlerts',
  'editSettlement',
]);

/** The card over the map that holds a dashboard action (spec §2) opened from the menu. */
function ActionCard({
  panel,
  onClose,
  children,
}: {
  panel: DashboardPanel;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`dashboard.panels.${panel}.title`);
  return (
    <Paper
      className={classes.action}
      shadow="md"
      radius="lg"
      p="md"
      withBorder
      role="dialog"
      aria-label={title}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
        <Title order={2} size="h4" c="navy.8">
          {title}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('common.close')} />
      </Group>
      {children}
    </Paper>
  );
}

/** The content of a farm action's card; null for the actions later issues build. */
function farmPanelContent(panel: DashboardPanel, onClose: () => void): ReactNode {
  switch (panel) {
    case 'newPlot':
      return <AreaDrawingPanel target="plot" onDone={onClose} />;
    case 'virtualFences':
      return <AreaDrawingPanel target="fence" onDone={onClose} />;
    case 'farmMarker':
      return <MarkerPlacementPanel onDone={onClose} />;
    case 'cropHistory':
      return <CropHistoryPanel />;
    case 'plotsBatch':
      return <PlotsBatchPanel />;
    case 'plotColour':
      return <PlotsBatchPanel initialAction="color" />;
    case 'settlementAlerts':
      return <SettlementAlertsPanel onDone={onClose} />;
    case 'editSettlement':
      return <SettlementChoicePanel onDone={onClose} />;
    case 'heatMap':
      return <HeatmapPanel />;
    case 'downloadData':
      return <DownloadDataPanel />;
    default:
      return null;
  }
}

/** A dashboard action opened from the menu (`?panel=`): a card over the map, or a dialog. */
export function ActionPanel({ panel, onClose }: { panel: DashboardPanel; onClose: () => void }) {
  const { t } = useTranslation();
  const { settlement, canEdit, frame } = useFarmWorkspace();
  const isMobile = useMediaQuery('(max-width: 47.99em)');

  if (EDITING_PANELS.has(panel) && !canEdit) {
    return (
      <ActionCard panel={panel} onClose={onClose}>
        <Text size="sm" c="dimmed">
          {t('dashboard.panels.readOnly', { settlement: settlement.name })}
        </Text>
      </ActionCard>
    );
  }
  if (panel === 'shareSettlement') return <ShareSettlementDialog settlement={settlement} onClose={onClose} />;
  if (panel === 'uploadKml') {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t('dashboard.panels.uploadKml.title')}
        fullScreen={isMobile}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <KmlUpload
          settlementId={settlement._id}
          onImported={(result) => frame(boundsOf(result.plots.map((plot) => plot.geometry)))}
        />
      </Modal>
    );
  }
  return (
    <ActionCard panel={panel} onClose={onClose}>
      {farmPanelContent(panel, onClose) ?? (
        <Text size="sm" c="dimmed">
          {t('dashboard.panels.comingSoon')}
        </Text>
      )}
    </ActionCard>
  );
}
