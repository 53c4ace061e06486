import type { ReactElement } from 'react';
import type { Settlement } from '@tropero/shared/farm';
import { renderWithApp } from '../../../test/render';
import { aSettlement, fakeApi, SETTLEMENT_ID } from '../../herd/testing/fake-api';
import { LiveProvider } from '../../telemetry/components/live-provider';
import type { LivePosition } from '../../telemetry/api/live-store';
import { FarmWorkspaceProvider, type FocusItem } from '../workspace/farm-workspace';
import type { Selection } from '../../../config/dashboard-selection';

type Answers = Parameters<typeof fakeApi>[0];

interface WorkspaceSetup {
  settlement?: Settlement;
  plots?: unknown[];
  positions?: LivePosition[];
  selection?: Selection | null;
  focusItem?: FocusItem | null;
  /** More answers of the fake API, beside the settlement's plots, fences, markers and live positions. */
  answers?: Answers;
}

/** Renders `ui` inside the dashboard's providers for the test settlement, against a fake API. */
export function renderInWorkspace(
  ui: ReactElement,
  {
    settlement = aSettlement(),
    plots = [],
    positions = [],
    selection = null,
    focusItem = null,
    answers = {},
  }: WorkspaceSetup = {},
) {
  const api = fakeApi({
    [`GET /settlements/${SETTLEMENT_ID}/plots`]: { body: plots },
    [`GET /settlements/${SETTLEMENT_ID}/fences`]: { body: [] },
    [`GET /settlements/${SETTLEMENT_ID}/markers`]: { body: [] },
    [`GET /settlements/${SETTLEMENT_ID}/live-positions`]: { body: positions },
    ...answers,
  });
  renderWithApp(
    <LiveProvider settlementId={SETTLEMENT_ID} alertParams={settlement.alertParams}>
      <FarmWorkspaceProvider
        settlement={settlement}
        range="1w"
        selection={selection}
        onSelectionChange={() => undefined}
        openPanel={() => undefined}
        focusItem={focusItem}
      >
        {ui}
      </FarmWorkspaceProvider>
    </LiveProvider>,
  );
  return api;
}

/** An animal of the test settlement at its last reading. */
export const aLivePosition = (changes: Partial<LivePosition> = {}): LivePosition => ({
  animalId: 'a'.repeat(24),
  caravana: 'AR-1',
  roundupId: null,
  plotId: null,
  deviceId: 'c'.repeat(24),
  ts: 1_700_000_000_000,
  lat: -29.4,
  lng: -66.85,
  battery: 80,
  simulated: false,
  state: 'ok',
  ...changes,
});

/** A plot of the test settlement: a small triangle near the live positions' default. */
export const aPlot = (changes: Record<string, unknown> = {}) => ({
  _id: 'b'.repeat(24),
  settlementId: SETTLEMENT_ID,
  name: 'Lote Norte',
  color: '#1f77b4',
  areaHa: 100,
  currentCrop: null,
  animalCount: 0,
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-66.9, -29.5],
        [-66.8, -29.5],
        [-66.8, -29.4],
        [-66.9, -29.5],
      ],
    ],
  },
  ...changes,
});
