import { Box, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { hasRole } from '@tropero/shared/roles';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { HeaderPortal } from '../../../components/header-slot';
import { href, routes } from '../../../config/routes';
import { useUser } from '../../../lib/session';
import { useSettlements } from '../../../api/get-settlements';
import { BottomPanels } from '../components/bottom-panels';
import { DashboardToolbar } from '../components/dashboard-toolbar';
import type { HerdSearchPick } from '../components/herd-search';
import { FarmBrowser } from '../components/farm-browser';
import { MapStatus } from '../components/map-status';
import { ReplayControls } from '../components/replay-controls';
import { NoSettlement } from '../components/no-settlement';
import { MapInsetArea } from '../../../components/map/map-inset';
import { SidePanel, SidePanelOpener, type SidePanelLayout } from '../components/side-panel';
import { useDashboardParams } from '../dashboard-params';
import { LiveProvider } from '../../telemetry/components/live-provider';
import { FarmWorkspaceProvider, type FocusItem } from '../workspace/farm-workspace';
import { TelemetryViewProvider } from '../workspace/telemetry-view';
import classes from './dashboard-page.module.css';

/** MapLibre is the heaviest part of the app: it loads with the map, never before (stack.md). */
const FarmMap = lazy(() => import('../components/farm-map'));

function useSidePanelLayout(): SidePanelLayout {
  const isDesktop = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return isDesktop ? 'docked' : isMobile ? 'sheet' : 'drawer';
}

/** The dashboard: top-bar tools, the side panel, the map of the chosen settlement and the bottom panels. */
export default function DashboardPage() {
  const params = useDashboardParams();
  const settlements = useSettlements();
  const layout = useSidePanelLayout();
  // Docked, the list starts open; as a drawer or sheet it would cover the map, so it waits to be asked for.
  const [sideChoice, setSideChoice] = useState<boolean | null>(null);
  const sideOpened = sideChoice ?? layout === 'docked';
  const settlement =
    settlements.data?.find((candidate) => candidate._id === params.settlementId) ?? settlements.data?.[0];
  const navigate = useNavigate();
  const canOpenDevices = hasRole(useUser()?.tags ?? [], routes.devices.roles);
  const settlementNames = useMemo(
    () => new Map((settlements.data ?? []).map(({ _id, name }) => [_id, name])),
    [settlements.data],
  );
  // What the search found, framed on the map once its settlement shows it.
  const [focusItem, setFocusItem] = useState<FocusItem | null>(null);

  const showFound = (pick: HerdSearchPick) => {
    if (pick.kind === 'device') {
      navigate(href('devices', {}, { q: pick.identifier }));
      return;
    }
    const selection = { kind: 'animal', id: pick.animalId } as const;
    params.showItem(pick.settlementId, selection);
    setFocusItem((current) => ({ selection, key: (current?.key ?? 0) + 1 }));
    if (layout !== 'docked') setSideChoice(false);
  };

  const toolbar = (
    <DashboardToolbar
      search={params.search}
      onSearchChange={params.setSearch}
      onPick={showFound}
      canOpenDevices={canOpenDevices}
      settlementNames={settlementNames}
      range={params.range}
      onRangeChange={params.setRange}
      inverted={layout === 'docked'}
    />
  );

  return (
    <Box className={classes.dashboard}>
      {layout === 'docked' ? (
        <HeaderPortal>{toolbar}</HeaderPortal>
      ) : (
        <Box className={classes.toolbar}>{toolbar}</Box>
      )}
      <div className={classes.body}>
        {settlement ? (
          <LiveProvider
            key={settlement._id}
            settlementId={settlement._id}
            alertParams={settlement.alertParams}
          >
            <FarmWorkspaceProvider
              settlement={settlement}
              range={params.range}
              selection={params.selection}
              onSelectionChange={(selection) => {
                params.setSelection(selection);
                // A drawer or sheet covers the map: it makes way for what was chosen.
                if (layout !== 'docked') setSideChoice(false);
              }}
              openPanel={params.setPanel}
              focusItem={focusItem}
            >
              <SidePanel
                title={settlement.name}
                layout={layout}
                opened={sideOpened}
                onOpenedChange={setSideChoice}
                search={params.search}
                onSearchChange={params.setSearch}
              >
                <FarmBrowser
                  settlements={settlements.data ?? []}
                  onSettlementChange={(id) => {
                    setFocusItem(null);
                    params.setSettlementId(id);
                  }}
                  search={params.search}
                />
              </SidePanel>
              <TelemetryViewProvider settlementId={settlement._id}>
                <MapInsetArea className={classes.stage}>
                  <div className={classes.map}>
                    <Suspense fallback={<Skeleton h="100%" radius={0} />}>
                      <FarmMap />
                    </Suspense>
                    {!sideOpened && (
                      <SidePanelOpener title={settlement.name} onOpen={() => setSideChoice(true)} />
                    )}
                    <MapStatus />
                    <ReplayControls />
                  </div>
                  <BottomPanels panel={params.panel} onClosePanel={() => params.setPanel(null)} />
                </MapInsetArea>
              </TelemetryViewProvider>
            </FarmWorkspaceProvider>
          </LiveProvider>
        ) : (
          <NoSettlement settlements={settlements} />
        )}
      </div>
    </Box>
  );
}
