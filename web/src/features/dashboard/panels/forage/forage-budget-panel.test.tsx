import { screen, within } from '@testing-library/react';
import type { PlotForage, SettlementForage } from '@tropero/shared/contracts/biomass';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUNDUP_ID, SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { aPlot, renderInWorkspace } from '../../testing/render-workspace';
import type { Plot } from '../../../farm/api/farm-types';
import { PlotTab } from '../farm/plot-tab';
import ForageBudgetPanel from './forage-budget-panel';

const NORTH = 'b'.repeat(24);
const SOUTH = 'e'.repeat(24);
const EMPTY = 'f'.repeat(24);

const aPlotForage = (changes: Partial<PlotForage>): PlotForage => ({
  plotId: NORTH,
  name: 'Lote Norte',
  settlementId: SETTLEMENT_ID,
  areaHa: 100,
  cropTypeId: 'festuca',
  forage: {
    kgDm: 120_000,
    kgDmHa: 1200,
    date: '2025-11-28',
    method: 'satellite',
    ndvi: 0.55,
    estimatedKgDmHa: 1500,
    consumedKgDm: 30_000,
  },
  roundups: [
    { roundupId: ROUNDUP_ID, name: 'Rodeo Cría', animals: 40, demandKgDmPerDay: 4000, weightAssumed: 3 },
  ],
  animals: 40,
  demandKgDmPerDay: 4000,
  observedAnimalDays: 280,
  daysLeft: 2.6,
  utilisation: 0.6,
  notices: [],
  simulated: false,
  ...changes,
});

const budget: SettlementForage = {
  settlementId: SETTLEMENT_ID,
  plots: [
    aPlotForage({}),
    aPlotForage({
      plotId: SOUTH,
      name: 'Lote Sur',
      forage: {
        kgDm: 300_000,
        kgDmHa: 3000,
        date: '2025-11-30',
        method: 'creaTable',
        ndvi: null,
        estimatedKgDmHa: 3000,
        consumedKgDm: 0,
      },
      roundups: [],
      animals: 0,
      demandKgDmPerDay: 0,
      daysLeft: null,
    }),
    aPlotForage({
      plotId: EMPTY,
      name: 'Lote Pelado',
      cropTypeId: null,
      forage: null,
      roundups: [],
      animals: 0,
      demandKgDmPerDay: 0,
      daysLeft: null,
    }),
  ],
  moves: [
    {
      roundupId: ROUNDUP_ID,
      roundupName: 'Rodeo Cría',
      fromPlotId: NORTH,
      toPlotId: SOUTH,
      daysThere: 45,
      daysLeftHere: 2.6,
    },
  ],
};

const answers = { [`GET /data-api/settlements/${SETTLEMENT_ID}/forage-budget`]: { body: budget } };

beforeEach(signInWithAccount);
afterEach(signOut);

describe('forage budget', { timeout: 60_000 }, () => {
  it('ranks the plots by days left and suggests where each roundup goes next', async () => {
    renderInWorkspace(<ForageBudgetPanel />, { answers });
    const rows = await screen.findAllByTestId('forage-plot');
    expect(rows.map((row) => within(row).getAllByText(/^Lote/)[0]!.textContent)).toEqual([
      'Lote Norte',
      'Lote Sur',
      'Lote Pelado',
    ]);
    // Whole days only, and the urgency in words beside the colour.
    const north = within(rows[0]!);
    expect(north.getByLabelText('2 días de pastoreo restantes (Poco pasto)')).toHaveTextContent('2 días');
    expect(rows[0]).toHaveTextContent('Pasto disponible: 1.200 kg MS/ha · Satelital (NDVI) del 28/11/2025');
    expect(rows[0]).toHaveTextContent(
      'Estimado 1.500 kg MS/ha; los animales comieron 30.000 kg MS desde entonces',
    );
    expect(rows[0]).toHaveTextContent('Consumo: 4.000 kg MS/día · 40 animales');
    expect(rows[0]).toHaveTextContent('3 animales sin peso cargado: se usó el peso de referencia');
    expect(rows[1]).toHaveTextContent('Sin animales');
    expect(rows[1]).toHaveTextContent('Tabla CREA del 30/11/2025');
    expect(rows[2]).toHaveTextContent('Sin estimación de pasto');

    const move = north.getByTestId('forage-move');
    expect(move).toHaveTextContent('Rodeo Cría: de Lote Norte a Lote Sur');
    expect(move).toHaveTextContent('2 días acá · 45 días allá');
  });

  it('says what failed to load, with a retry', async () => {
    renderInWorkspace(<ForageBudgetPanel />, {
      answers: { [`GET /data-api/settlements/${SETTLEMENT_ID}/forage-budget`]: { status: 500, body: {} } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el presupuesto forrajero.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("shows a plot's days left in its panel only when they are known", async () => {
    renderInWorkspace(<PlotTab plot={aPlot({ _id: NORTH }) as Plot} />, { answers });
    expect(await screen.findByTestId('plot-days-left')).toHaveTextContent('2 días');
    expect(screen.getByText('Pasto disponible: 1.200 kg MS/ha')).toBeInTheDocument();
  });

  it('shows nothing in the plot panel for a plot without animals', async () => {
    renderInWorkspace(
      <>
        <PlotTab plot={aPlot({ _id: SOUTH, name: 'Lote Sur' }) as Plot} />
        <ForageBudgetPanel />
      </>,
      { answers },
    );
    // The budget has come (the panel shows it), and the plot panel still shows no days left.
    expect(await screen.findAllByTestId('forage-plot')).toHaveLength(3);
    expect(screen.queryByTestId('plot-days-left')).not.toBeInTheDocument();
  });
});
