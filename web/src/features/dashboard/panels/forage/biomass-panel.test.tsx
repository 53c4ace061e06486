import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Biomass } from '@tropero/shared/contracts/biomass';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { today } from '../../../../lib/dates';
import '../../../herd/testing/dom-gaps';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { aPlot, renderInWorkspace } from '../../testing/render-workspace';
import BiomassPanel from './biomass-panel';

const PLOT_ID = 'b'.repeat(24);
const OTHER_ID = 'f'.repeat(24);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const festuca = {
  cropId: 'c'.repeat(24),
  cropTypeId: 'festuca',
  name: 'Festuca',
  available: true,
  startDate: daysAgo(60),
};
const withCrop = aPlot({ _id: PLOT_ID, currentCrop: festuca });

const regions = [
  {
    _id: 'pampa-humeda',
    name: 'Pampa Húmeda',
    cropTypeIds: ['festuca', 'alfalfa'],
    cropGroups: [
      {
        group: 'pastura',
        cropTypes: [
          { _id: 'festuca', name: 'Festuca', available: true },
          { _id: 'alfalfa', name: 'Alfalfa', available: true },
        ],
      },
    ],
  },
];

const answer = (changes: Partial<Biomass> = {}): Biomass => ({
  plotId: PLOT_ID,
  areaHa: 100,
  cropTypeId: 'festuca',
  cropTypeName: 'Festuca',
  method: 'radiation',
  region: { _id: 'pampa-humeda', name: 'Pampa Húmeda' },
  quality: null,
  period: { from: '2025-09-01', to: '2025-11-30' },
  figures: {
    biomassKg: 182_000,
    biomassKgHa: 1820,
    accumulatedKg: 182_000,
    accumulatedKgHa: 1820,
    growthKgHaDay: 20,
    rations: 4550,
    rationKg: 10,
    portionKg: 1820,
    animals: 45.5,
    grazingDays: 22.75,
    waterLitres: 68_250,
    waterTemperatureC: 18.5,
    carbonT: 85.54,
    co2T: 313.65,
    percentConsumed: 87.9,
    coveredDays: 91,
    ndvi: 0.62,
    sceneDate: '2025-11-28',
  },
  carbonLabel: 'aboveGroundEstimate',
  coefficients: [
    {
      table: 'rue',
      key: 'festuca',
      value: 0.48,
      unit: 'g DM/MJ',
      source: 'Baeza, Paruelo & Ayala 2011',
      confidence: 'sourced',
      version: 1,
    },
    {
      table: 'radiation',
      key: 'parFraction',
      value: 0.48,
      unit: '–',
      source: 'PAR ≈ 0.48 × shortwave, not re-read',
      confidence: 'unverified',
      version: 2,
    },
  ],
  notices: [],
  simulated: false,
  ...changes,
});

function renderPanel(plots: unknown[], biomass: { status?: number; body: unknown } = { body: answer() }) {
  return renderInWorkspace(<BiomassPanel />, {
    plots,
    selection: { kind: 'plot', id: (plots[0] as { _id: string })._id },
    answers: {
      'GET /data-api/region': { body: regions },
      [`GET /data-api/biomass/${PLOT_ID}`]: biomass,
    },
  });
}

const biomassCalls = (api: ReturnType<typeof renderPanel>) =>
  api.calls.filter((call) => call.path.startsWith('/data-api/biomass/'));

beforeEach(signInWithAccount);
afterEach(signOut);

describe('biomass panel', { timeout: 60_000 }, () => {
  it("starts from the plot's crop and start date, and sends only what is present", async () => {
    const user = userEvent.setup();
    const api = renderPanel([withCrop]);
    expect(await screen.findByRole('combobox', { name: /Tipo de cultivo/ })).toHaveValue('Festuca');
    expect(screen.getByLabelText('Desde')).toHaveValue(festuca.startDate);
    expect(screen.getByLabelText('Hasta')).toHaveValue(today());
    await user.type(screen.getByLabelText(/^Animales/), '40');
    await user.click(screen.getByRole('button', { name: 'Calcular biomasa' }));

    await screen.findByTestId('biomass-results');
    const query = biomassCalls(api)[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      cropType: 'festuca',
      formula: 'satellite',
      fromDate: festuca.startDate,
      toDate: today(),
      settlementId: SETTLEMENT_ID,
      animalsCount: '40',
    });
    expect(query.has('region')).toBe(false);
    expect(query.has('daysCount')).toBe(false);
    expect(query.has('quality')).toBe(false);
  });

  it('accepts only numbers greater than zero, a crop type, and both dates or none', async () => {
    const user = userEvent.setup();
    const api = renderPanel([
      aPlot({ _id: PLOT_ID, currentCrop: { ...festuca, cropTypeId: 'sorgo', startDate: '2019-01-01' } }),
    ]);
    // The crop's type has no coefficients in any region: one must be chosen.
    expect(await screen.findByRole('combobox', { name: /Tipo de cultivo/ })).toHaveValue('');
    // A crop older than the longest period starts the period 400 days back.
    expect(screen.getByLabelText('Desde')).toHaveValue(daysAgo(399));
    await user.type(screen.getByLabelText(/^Animales/), '0');
    await user.type(screen.getByLabelText(/^Días/), '-3');
    await user.clear(screen.getByLabelText('Hasta'));
    await user.click(screen.getByRole('button', { name: 'Calcular biomasa' }));

    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.getAllByText('Solo se permiten números mayores a cero')).toHaveLength(2);
    expect(screen.getByText('Completá las dos fechas o ninguna')).toBeInTheDocument();
    expect(biomassCalls(api)).toHaveLength(0);

    // Without either date the range is left to the server (the crop's start to today).
    await user.clear(screen.getByLabelText('Desde'));
    await user.clear(screen.getByLabelText(/^Animales/));
    await user.clear(screen.getByLabelText(/^Días/));
    await user.type(screen.getByLabelText(/^Días/), '30');
    await user.click(screen.getByRole('combobox', { name: /Tipo de cultivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Alfalfa', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Calcular biomasa' }));
    await waitFor(() => expect(biomassCalls(api)).toHaveLength(1));
    const query = biomassCalls(api)[0]!.query;
    expect(query.get('cropType')).toBe('alfalfa');
    expect(query.get('daysCount')).toBe('30');
    expect(query.has('fromDate') || query.has('toDate')).toBe(false);
  });

  it('says a plot has no crops yet or a crop no longer available, and does not calculate', async () => {
    const user = userEvent.setup();
    renderPanel([
      aPlot({ _id: PLOT_ID, name: 'Lote Vacío' }),
      aPlot({
        _id: OTHER_ID,
        name: 'Lote Viejo',
        currentCrop: { ...festuca, cropTypeId: 'megatermicas', name: 'Megatérmicas', available: false },
      }),
    ]);
    expect(await screen.findByText('El potrero todavía no tiene cultivos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular biomasa' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /Potrero/ }));
    await user.click(await screen.findByRole('option', { name: 'Lote Viejo', hidden: true }));
    expect(
      await screen.findByText(
        'Este cultivo ya no está disponible. Editalo en el menú Potreros/Historial de cultivos, eligiendo una opción disponible',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular biomasa' })).toBeDisabled();
  });

  it('shows the figures, the carbon as an above-ground estimate, and each coefficient with its source', async () => {
    const user = userEvent.setup();
    renderPanel([withCrop]);
    await user.click(await screen.findByRole('button', { name: 'Calcular biomasa' }));
    const results = await screen.findByTestId('biomass-results');

    expect(results).toHaveTextContent('Festuca en Lote Norte');
    expect(results).toHaveTextContent('Biomasa182.000 kg MS1.820 kg MS/ha');
    expect(results).toHaveTextContent('Raciones4.5501 ración = 10 kg MS');
    expect(results).toHaveTextContent('Días de pastoreo22,8 días');
    expect(results).toHaveTextContent('Agua68.250 L');
    expect(results).toHaveTextContent('Porcentaje consumido87,9 %');
    expect(results).toHaveTextContent('Región de cálculoPampa Húmeda');
    const carbon = within(results).getByRole('group', { name: 'carbono fijado en biomasa aérea (estimado)' });
    expect(carbon).toHaveTextContent('85,54 t');
    expect(carbon).toHaveTextContent('313,65 t CO₂');

    await user.click(within(results).getByRole('button', { name: /Coeficientes usados/ }));
    expect(results).toHaveTextContent('2 coeficientes, 1 sin verificar');
    const items = await within(results).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Fuente: Baeza, Paruelo & Ayala 2011');
    expect(items[0]).toHaveTextContent('Con fuente');
    expect(items[1]).toHaveTextContent('[U] Sin verificar');
    expect(items[1]).toHaveTextContent('Radiación v2');
  });

  it('says when there are no data for the period', async () => {
    const user = userEvent.setup();
    renderPanel([withCrop], {
      body: answer({ figures: null, notices: ['noDataForPeriod'], coefficients: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Calcular biomasa' }));
    expect(
      await screen.findByText('No hay datos disponibles para el período consultado'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Biomasa acumulada')).not.toBeInTheDocument();
  });

  it("puts the server's field errors on the fields", async () => {
    const user = userEvent.setup();
    renderPanel([withCrop], {
      status: 400,
      body: {
        message: 'Bad Request',
        errors: { daysCount: 'validation.positive', fromDate: 'validation.rangeTooLong' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Calcular biomasa' }));
    expect(await screen.findByText('Solo se permiten números mayores a cero')).toBeInTheDocument();
    // The biomass rules' own texts come with the forage texts.
    expect(screen.getByText('El período puede abarcar hasta 400 días')).toBeInTheDocument();
  });
});
