import { CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservedHeight } from '../../../components/bottom-sheet/use-observed-height';
import { useReportCover } from '../../../components/map/map-inset';
import type { DashboardPanel } from '../panel-ids';
import { panelRow } from '../panel-registry';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import { PanelView } from './panel-view';
import classes from './bottom-panels.module.css';

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
  // The card lies over the map's foot: the map frames what it centres above it.
  const card = useRef<HTMLDivElement>(null);
  useObservedHeight(card, useReportCover());
  return (
    <Paper
      ref={card}
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

/** What an action shows: a user who may only look at the settlement is told so instead of an editor. */
export function ActionContent({ panel, onClose }: { panel: DashboardPanel; onClose: () => void }) {
  const { t } = useTranslation();
  const { settlement, canEdit } = useFarmWorkspace();
  if (panelRow(panel).edits && !canEdit) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.panels.readOnly', { settlement: settlement.name })}
      </Text>
    );
  }
  return <PanelView id={panel} onClose={onClose} />;
}

/** Whether an action opens as its own dialog; otherwise it is a card (a reader sees a dialog's notice in one). */
export function opensAsDialog(panel: DashboardPanel, canEdit: boolean): boolean {
  const row = panelRow(panel);
  return row.surface === 'dialog' && (canEdit || !row.edits);
}

/** A dashboard action opened from the menu (`?panel=`): a card over the map, or the panel's own dialog. */
export function ActionPanel({ panel, onClose }: { panel: DashboardPanel; onClose: () => void }) {
  const { canEdit } = useFarmWorkspace();
  if (opensAsDialog(panel, canEdit)) return <PanelView id={panel} onClose={onClose} />;
  return (
    <ActionCard panel={panel} onClose={onClose}>
      <ActionContent panel={panel} onClose={onClose} />
    </ActionCard>
  );
}
