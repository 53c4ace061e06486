import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { HeaderPortal } from '../../../app/layout/header-slot';
import { BottomPanels } from '../components/bottom-panels';
import { DashboardToolbar } from '../components/dashboard-toolbar';
import { MapStage } from '../components/map-stage';
import { isDashboardPanel, PANEL_PARAM } from '../panels';
import { parseRange, RANGE_PARAM, type QuickTimeRange } from '../time-ranges';
import classes from './dashboard-page.module.css';

const SEARCH_PARAM = 'q';

/** The dashboard frame: top-bar tools, the map area and the bottom panels. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const isDesktop = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const panelParam = params.get(PANEL_PARAM);
  const panel = isDashboardPanel(panelParam) ? panelParam : null;
  const search = params.get(SEARCH_PARAM) ?? '';
  const range = parseRange(params.get(RANGE_PARAM));

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const toolbar = (
    <DashboardToolbar
      search={search}
      onSearchChange={(value) => setParam(SEARCH_PARAM, value)}
      range={range}
      onRangeChange={(range: QuickTimeRange) => setParam(RANGE_PARAM, range)}
      inverted={isDesktop}
    />
  );

  return (
    <Box className={classes.dashboard}>
      {isDesktop ? <HeaderPortal>{toolbar}</HeaderPortal> : <Box className={classes.toolbar}>{toolbar}</Box>}
      <MapStage search={search} range={range} />
      <BottomPanels panel={panel} onClosePanel={() => setParam(PANEL_PARAM, null)} />
    </Box>
  );
}
