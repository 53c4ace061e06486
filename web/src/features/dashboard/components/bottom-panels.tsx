import { ActionIcon, CloseButton, Group, Paper, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, type SheetSnap } from '../../../components/bottom-sheet/bottom-sheet';
import { useReportCover } from '../../../components/map/map-inset';
import type { DashboardPanel } from '../panel-ids';
import { BOTTOM_TABS, panelRow } from '../panel-registry';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import { ActionContent, ActionPanel, opensAsDialog } from './action-panel';
import { PanelView } from './panel-view';
import { TabStrip } from './tab-strip';
import classes from './bottom-panels.module.css';

interface BottomPanelsProps {
  /** A dashboard panel opened from the menu: a card above the tabs, or one of the tabs. */
  panel: DashboardPanel | null;
  onClosePanel: () => void;
}

/**
 * The bottom panels of spec §2 and the actions opened from the menu (docs/ui.md): on a desktop or tablet,
 * tabs under the map that expand and cards over it; on a phone one bottom sheet over the full-screen
 * map, holding the action or the tabs.
 */
export function BottomPanels({ panel, onClosePanel }: BottomPanelsProps) {
  const { t } = useTranslation();
  const { selection, canEdit } = useFarmWorkspace();
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<DashboardPanel>(BOTTOM_TABS[0]!);
  const [snap, setSnap] = useState<SheetSnap>('peek');
  const expanded = snap !== 'peek';
  const setExpanded = (open: boolean) => setSnap(open ? 'half' : 'peek');
  const toggleLabel = t(expanded ? 'dashboard.bottom.collapse' : 'dashboard.bottom.expand');
  const selected = selection && `${selection.kind}:${selection.id}`;
  const selectedKind = selection?.kind;
  const action = panel && panelRow(panel).surface !== 'tab' ? panel : null;
  // The sheet lies over the map: the map frames what it centres above it.
  const reportCover = useReportCover();

  // Choosing something on the map opens its panel (docs/ui.md).
  useEffect(() => {
    if (!selected) return;
    setTab(selectedKind === 'animal' ? 'animal' : 'plot');
    setSnap('half');
  }, [selected, selectedKind]);
  // A tab asked for from the menu opens as a tab; an action card takes the room over the map, the tabs make way.
  useEffect(() => {
    if (!panel) return;
    if (panelRow(panel).surface === 'tab') {
      setTab(panel);
      setSnap('half');
      onClosePanel();
    } else setSnap(isMobile && !opensAsDialog(panel, canEdit) ? 'half' : 'peek');
    // Only a newly opened panel moves the tabs, not a resize.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onClosePanel is a new function each render; the panel alone decides
  }, [panel]);

  const tabs = (
    <TabStrip tabs={BOTTOM_TABS} active={tab} onTabClick={() => setSnap(snap === 'peek' ? 'half' : snap)} />
  );

  if (isMobile) {
    // Every card is the sheet on a phone (a card over the map would cover the top bar).
    const sheetAction = action && !opensAsDialog(action, canEdit) ? action : null;
    return (
      <>
        {action && !sheetAction && <ActionPanel panel={action} onClose={onClosePanel} />}
        {sheetAction ? (
          <BottomSheet
            snap={snap}
            onSnapChange={setSnap}
            onHeightChange={reportCover}
            label={t(`dashboard.panels.${sheetAction}.title`)}
            header={
              <Group justify="space-between" wrap="nowrap" px="md" pb="xs">
                <Title order={2} size="h4" c="navy.8" lineClamp={1}>
                  {t(`dashboard.panels.${sheetAction}.title`)}
                </Title>
                <CloseButton onClick={onClosePanel} aria-label={t('common.close')} />
              </Group>
            }
          >
            <ActionContent panel={sheetAction} onClose={onClosePanel} />
          </BottomSheet>
        ) : (
          <Tabs
            value={tab}
            onChange={(value) => value && setTab(value as DashboardPanel)}
            keepMounted={false}
          >
            <BottomSheet
              snap={snap}
              onSnapChange={setSnap}
              onHeightChange={reportCover}
              label={t('dashboard.bottom.label')}
              header={tabs}
            >
              <Tabs.Panel value={tab}>
                <PanelView id={tab} onClose={() => setSnap('peek')} />
              </Tabs.Panel>
            </BottomSheet>
          </Tabs>
        )}
      </>
    );
  }

  return (
    <div className={classes.area}>
      {action && <ActionPanel panel={action} onClose={onClosePanel} />}
      <Paper className={classes.tabs} radius={0} data-expanded={expanded || undefined}>
        <Tabs value={tab} onChange={(value) => value && setTab(value as DashboardPanel)} keepMounted={false}>
          <Group wrap="nowrap" gap={0} className={classes.tabBar}>
            {tabs}
            <ActionIcon
              variant="subtle"
              color="navy"
              size="lg"
              mx="xs"
              onClick={() => setExpanded(!expanded)}
              aria-label={toggleLabel}
              title={toggleLabel}
              aria-expanded={expanded}
            >
              {expanded ? <IconChevronDown size={18} /> : <IconChevronUp size={18} />}
            </ActionIcon>
          </Group>
          {expanded && (
            <Tabs.Panel value={tab} className={classes.panel}>
              <PanelView id={tab} onClose={() => setExpanded(false)} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
    </div>
  );
}
