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
const DRY = 'd'.repeat(24);

/*
 * Lote Norte, worked by hand (docs/product.md "What the forage figures mean"): 100 ha; a clear scene of
 * 20/11/2025, 5 days old, saw 200 kg MS/ha; the CREA table grew 10 kg MS/ha/día since: 50 kg MS/ha.
 * 160 animals of 400 kg (100 with a collar, 60 without) eat 2,5 % of it: 10 kg MS/día each, 1.600 kg MS/día.
 * Eaten since the scene: 160 × 10 × 5 = 8.000 kg MS.
 * Gross (200 + 50) × 100 = 25.000 kg MS; standing 25.000 − 8.000 = 17.000 kg MS = 170 kg MS/ha.
 * Days left = (25.000 × 0,5 − 8.000) / 1.600 = 4.500 / 1.600 = 2,81: "2 días" (whole days), "Poco pasto".
 */
const aPlotForage = (changes: Partial<PlotForage>): PlotForage => ({
  plotId: NORTH,
  name: 'Lote Norte',
  settlementId: SETTLEMENT_ID,
  areaHa: 100,
  cropTypeId: 'festuca',
  forage: {
    kgHa: 170,
    kg: 17_000,
    sceneDate: '2025-11-20',
    sceneKgHa: 200,
    ageDays: 5,
    growthSinceKgHa: 50,
    growthMethod: 'creaTable',
    eatenSinceKg: 8000,
    usableKg: 4500,
    ndvi: 0.3,
  },
  roundups: [
    {
      roundupId: ROUNDUP_ID,
      name: 'Rodeo Cría',
      animals: 160,
      collared: 100,
      demandKgDmPerDay: 1600,
      weightAssumed: 3,
    },
  ],
  animals: 160,
  demandKgDmPerDay: 1600,
  observedAnimalDays: 800,
  daysLeft: 2.8125,
  utilisation: 0.5,
  confidence: { unverified: 9, total: 13 },
  notices: [],
  simulated: false,
  ...changes,
});

const noAnimals = { roundups: [], animals: 0, demandKgDmPerDay: 0, observedAnimalDays: 0, daysLeft: null };

const budget: SettlementForage = {
  settlementId: SETTLEMENT_ID,
  plots: [
    aPlotForage({}),
    aPlotForage({
      plotId: SOUTH,
      name: 'Lote Sur',
      forage: {
        kgHa: 3000,
        kg: 300_000,
        sceneDate: '2025-11-24',
        sceneKgHa: 2990,
        ageDays: 1,
        growthSinceKgHa: 10,
        growthMethod: 'creaTable',
        eatenSinceKg: 0,
        usableKg: 150_000,
        ndvi: 0.7,
      },
      ...noAnimals,
    }),
    aPlotForage({ plotId: DRY, name: 'Lote Seco', forage: null, notices: ['noRecentScene'], ...noAnimals }),
    aPlotForage({ plotId: EMPTY, name: 'Lote Pelado', cropTypeId: null, forage: null, ...noAnimals }),
  ],
  moves: [
    {
      roundupId: ROUNDUP_ID,
      roundupName: 'Rodeo Cría',
      fromPlotId: NORTH,
      toPlotId: SOUTH,
      daysThere: 45,
      daysLeftHere: 2.8125,
    },
  ],
};

const answers = { [`GET /data-api/settlements/${SETTLEMENT_ID}/forage-budget`]: { body: budget } };

beforeEach(signInWithAccount);
afterEach(signOut);

describe('forage budget', { timeout: 60_000 }, () => {
  it('ranks the plots by days left, says the convention and what the days rest on, and suggests moves', async () => {
    renderInWorkspace(<ForageBudgetPanel />, { answers });
    expect(await screen.findByTestId('forage-convention')).toHaveTextContent(
      'Días = (pasto en pie × utilización − consumido desde la escena) / demanda diaria',
    );
    const rows = await screen.findAllByTestId('forage-plot');
    expect(rows.map((row) => within(row).getAllByText(/^Lote/)[0]!.textContent)).toEqual([
      'Lote Norte',
      'Lote Sur',
      'Lote Seco',
      'Lote Pelado',
    ]);
    // Whole days only, and the urgency in words beside the colour.
    const north = within(rows[0]!);
    expect(north.getByLabelText('2 días de pastoreo restantes (Poco pasto)')).toHaveTextContent('2 días');
    expect(rows[0]).toHaveTextContent(
      'Pasto en pie: 170 kg MS/ha · Escena despejada del 20/11/2025, hace 5 días',
    );
    expect(rows[0]).toHaveTextContent(
      '200 kg MS/ha en la escena + 50 kg MS/ha de crecimiento (Tabla CREA) − 8.000 kg MS consumidos',
    );
    expect(rows[0]).toHaveTextContent('Consumo: 1.600 kg MS/día · 160 animales');
    expect(rows[0]).toHaveTextContent(
      '100 con collar y 60 sin collar: todos cuentan en lo comido y en la demanda',
    );
    expect(rows[0]).toHaveTextContent('3 animales sin peso cargado: se usó el peso de referencia');
    expect(north.getByTestId('confidence-label')).toHaveTextContent(
      'estimado, 9 de 13 coeficientes sin verificar',
    );
    expect(rows[1]).toHaveTextContent('Sin animales');
    expect(rows[1]).toHaveTextContent('Escena despejada del 24/11/2025, hace 1 día');
    expect(rows[2]).toHaveTextContent('Sin escena reciente');
    expect(rows[3]).toHaveTextContent('Sin estimación de pasto');

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
    expect(screen.getByText('Pasto en pie: 170 kg MS/ha')).toBeInTheDocument();
    expect(
      screen.getByText('Días = (pasto en pie × utilización − consumido desde la escena) / demanda diaria'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confidence-label')).toHaveTextContent(
      'estimado, 9 de 13 coeficientes sin verificar',
    );
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
    expect(await screen.findAllByTestId('forage-plot')).toHaveLength(4);
    expect(screen.queryByTestId('plot-days-left')).not.toBeInTheDocument();
  });
});
