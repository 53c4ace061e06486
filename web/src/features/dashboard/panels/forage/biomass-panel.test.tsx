import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Biomass, BiomassFigures } from '@tropero/shared/contracts/biomass';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../herd/testing/dom-gaps';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { aPlot, renderInWorkspace } from '../../testing/render-workspace';
import BiomassPanel from './biomass-panel';

const PLOT_ID = 'b'.repeat(24);
const OTHER_ID = 'f'.repeat(24);
// Fixed days: nothing here depends on the day or the hour the test runs (the server picks the period).
const festuca = {
  cropId: 'c'.repeat(24),
  cropTypeId: 'festuca',
  name: 'Festuca',
  available: true,
  startDate: '2025-03-01',
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

/*
 * A worked answer (docs/domain.md §5–§7, docs/decisions.md "Biomass and the forage budget"): 100 ha of
 * festuca, CREA table, the last 30 days (1–30 Nov 2025), 120 animals of 400 kg for 30 days.
 * - Growth over the period: 20 kg MS/ha/día × 30 días = 600 kg MS/ha (60.000 kg MS).
 * - Standing stock: clear scene of 20 Nov, 10 days old, 1.500 kg MS/ha; growth since 20 × 10 = 200 kg MS/ha;
 *   eaten since 120 animals × 10 kg MS/día × 10 días = 12.000 kg MS.
 *   Gross (1.500 + 200) × 100 ha = 170.000 kg MS; standing 170.000 − 12.000 = 158.000 kg MS = 1.580 kg MS/ha;
 *   usable 170.000 × 0,5 − 12.000 = 73.000 kg MS.
 * - Ración: 400 kg × 2,5 % = 10 kg MS; raciones 73.000 / 10 = 7.300; días de pastoreo 7.300 / 120 = 60,83;
 *   porción 73.000 / 30 = 2.433,3 kg MS, for 7.300 / 30 = 243,3 animals; consumed 120 × 10 × 30 / 73.000 = 49,3 %.
 * - Carbon of the growth: 60.000 × 0,47 = 28.200 kg C = 28,2 t; CO₂ 28,2 × 44/12 = 103,4 t.
 */
const figures: BiomassFigures = {
  growth: { kgHa: 600, kg: 60_000, kgHaDay: 20, coveredDays: 30, waterFactor: null, regionFactor: null },
  standingStock: {
    kgHa: 1580,
    kg: 158_000,
    sceneDate: '2025-11-20',
    sceneKgHa: 1500,
    ageDays: 10,
    growthSinceKgHa: 200,
    growthMethod: 'creaTable',
    eatenSinceKg: 12_000,
    usableKg: 73_000,
  },
  rations: 7300,
  rationKg: 10,
  portionKg: 2433.3,
  animals: 243.3,
  grazingDays: 60.83,
  waterLitres: 122_400,
  waterBasis: 'dryCow',
  waterTemperatureC: 21,
  carbonT: 28.2,
  co2T: 103.4,
  percentConsumed: 49.3,
  coveredDays: 30,
  ndvi: 0.55,
  sceneDate: '2025-11-20',
};

const row = (
  table: Biomass['coefficients'][number]['table'],
  key: string,
  value: number,
  sourced = false,
) => ({
  table,
  key,
  value,
  unit: '–',
  source: sourced ? `${key}: read in its source` : `${key}: a default to calibrate`,
  confidence: sourced ? ('sourced' as const) : ('unverified' as const),
  version: 1,
});

const answer = (changes: Partial<Biomass> = {}): Biomass => ({
  plotId: PLOT_ID,
  areaHa: 100,
  cropTypeId: 'festuca',
  cropTypeName: 'Festuca',
  method: 'creaTable',
  region: { _id: 'pampa-humeda', name: 'Pampa Húmeda' },
  quality: null,
  period: { from: '2025-11-01', to: '2025-11-30' },
  figures,
  carbonLabel: 'aboveGroundEstimate',
  coefficients: [
    row('creaTable', 'festuca/pampa-humeda/11', 20),
    row('satelliteRegression', 'a/festuca/pampa-humeda', 4000),
    row('satelliteRegression', 'b/festuca/pampa-humeda', -700),
    row('grazing', 'utilisation', 0.5),
    row('grazing', 'dmiPercentBw', 2.5, true),
    row('carbon', 'fraction', 0.47),
  ],
  // Of those six rows, five are unverified.
  confidence: { unverified: 5, total: 6 },
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
  it("starts from the plot's crop without dates (the server's last 30 days), and sends only what is present", async () => {
    const user = userEvent.setup();
    const api = renderPanel([withCrop]);
    expect(await screen.findByRole('combobox', { name: /Tipo de cultivo/ })).toHaveValue('Festuca');
    // Never the crop's start: without dates the server takes the last 30 days.
    expect(screen.getByLabelText('Desde')).toHaveValue('');
    expect(screen.getByLabelText('Hasta')).toHaveValue('');
    expect(screen.getByText(/sin fechas, los últimos 30 días/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Animales/), '40');
    await user.click(screen.getByRole('button', { name: 'Calcular biomasa' }));

    await screen.findByTestId('biomass-results');
    const query = biomassCalls(api)[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      cropType: 'festuca',
      formula: 'satellite',
      settlementId: SETTLEMENT_ID,
      animalsCount: '40',
    });
    for (const absent of ['fromDate', 'toDate', 'region', 'daysCount', 'quality'])
      expect(query.has(absent), absent).toBe(false);
  });

  it('accepts only numbers greater than zero, a crop type, and both dates or none', async () => {
    const user = userEvent.setup();
    const api = renderPanel([aPlot({ _id: PLOT_ID, currentCrop: { ...festuca, cropTypeId: 'sorgo' } })]);
    // The crop's type has no coefficients in any region: one must be chosen.
    expect(await screen.findByRole('combobox', { name: /Tipo de cultivo/ })).toHaveValue('');
    await user.type(screen.getByLabelText(/^Animales/), '0');
    await user.type(screen.getByLabelText(/^Días/), '-3');
    await user.type(screen.getByLabelText('Desde'), '2025-10-01');
    await user.click(screen.getByRole('button', { name: 'Calcular biomasa' }));

    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.getAllByText('Solo se permiten números mayores a cero')).toHaveLength(2);
    expect(screen.getByText('Completá las dos fechas o ninguna')).toBeInTheDocument();
    expect(biomassCalls(api)).toHaveLength(0);

    // With both dates they go as typed.
    await user.type(screen.getByLabelText('Hasta'), '2025-10-31');
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
    expect([query.get('fromDate'), query.get('toDate')]).toEqual(['2025-10-01', '2025-10-31']);
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

  it('shows the standing stock and the period growth as two labelled figures, with their sources and confidence', async () => {
    const user = userEvent.setup();
    renderPanel([withCrop]);
    await user.click(await screen.findByRole('button', { name: 'Calcular biomasa' }));
    const results = await screen.findByTestId('biomass-results');

    expect(results).toHaveTextContent('Festuca en Lote Norte');
    expect(within(results).getByTestId('confidence-label')).toHaveTextContent(
      'estimado, 5 de 6 coeficientes sin verificar',
    );
    const stock = within(results).getByRole('group', { name: 'Pasto en pie' });
    expect(stock).toHaveTextContent('Pasto en pie1.580 kg MS/ha158.000 kg MS');
    expect(stock).toHaveTextContent('Escena despejada del 20/11/2025, hace 10 días');
    expect(stock).toHaveTextContent(
      '1.500 kg MS/ha en la escena + 200 kg MS/ha de crecimiento (Tabla CREA) − 12.000 kg MS consumidos',
    );
    expect(stock).toHaveTextContent('Aprovechable: 73.000 kg MS');
    // What the forage feeds comes with the standing stock only.
    expect(stock).toHaveTextContent('Raciones7.3001 ración = 10 kg MS');
    expect(stock).toHaveTextContent('Porciones2.433 kg MSpara 243 animales por día');
    expect(stock).toHaveTextContent('Días de pastoreo60,8 días');
    expect(stock).toHaveTextContent('Porcentaje consumido49,3 %');

    const growth = within(results).getByRole('group', { name: 'Crecimiento del período' });
    expect(growth).toHaveTextContent('Crecimiento del período600 kg MS/haDel 01/11/2025 al 30/11/2025');
    expect(growth).toHaveTextContent('20 kg MS/ha/día');
    expect(growth).not.toHaveTextContent('Días de pastoreo');

    expect(results).toHaveTextContent('Agua122.400 L');
    expect(results).toHaveTextContent('Región de cálculoPampa Húmeda');
    const carbon = within(results).getByRole('group', { name: 'carbono fijado en biomasa aérea (estimado)' });
    expect(carbon).toHaveTextContent('28,2 t');
    expect(carbon).toHaveTextContent('103,4 t CO₂');

    // Each figure's source is one tap away: how it is computed and the coefficients it rests on.
    await user.click(within(stock).getByRole('button', { name: 'Fuente: Pasto en pie' }));
    const source = await screen.findByTestId('figure-source');
    expect(source).toHaveTextContent('menos lo que comieron los animales del potrero desde entonces');
    expect(source).toHaveTextContent('pasto en pie × utilización − consumido desde la escena');
    expect(source).toHaveTextContent('utilisation: 0,5 –[U] Sin verificar');
    expect(source).toHaveTextContent('Fuente: dmiPercentBw: read in its source');
    expect(source).not.toHaveTextContent('fraction');

    await user.click(within(results).getByRole('button', { name: /Coeficientes usados/ }));
    expect(results).toHaveTextContent('6 coeficientes, 5 sin verificar');
  });

  it('without a recent clear scene shows the growth only, with its caveat and no days of grazing', async () => {
    const user = userEvent.setup();
    renderPanel([withCrop], {
      body: answer({
        method: 'radiation',
        notices: ['noRecentScene'],
        figures: {
          ...figures,
          growth: { ...figures.growth, waterFactor: 0.8, regionFactor: 0.7 },
          standingStock: null,
          rations: null,
          portionKg: null,
          animals: null,
          grazingDays: null,
          percentConsumed: null,
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Calcular biomasa' }));
    const results = await screen.findByTestId('biomass-results');
    expect(within(results).getByRole('status')).toHaveTextContent(
      'No hay una escena satelital despejada reciente: se muestra solo el crecimiento del período, sin días de pastoreo',
    );
    expect(within(results).queryByRole('group', { name: 'Pasto en pie' })).not.toBeInTheDocument();
    expect(results).not.toHaveTextContent('Días de pastoreo');
    expect(results).not.toHaveTextContent('Raciones');
    const growth = within(results).getByRole('group', { name: 'Crecimiento del período' });
    expect(growth).toHaveTextContent('600 kg MS/ha');
    expect(growth).toHaveTextContent('Es crecimiento, no pasto en pie: no da días de pastoreo.');

    await user.click(within(growth).getByRole('button', { name: 'Fuente: Crecimiento del período' }));
    const source = await screen.findByTestId('figure-source');
    expect(source).toHaveTextContent('Crecimiento modelado con el método Radiación');
    expect(source).toHaveTextContent('Límite hídrico medio aplicado: 0,8 (1 = sin límite)');
    expect(source).toHaveTextContent('Factor regional aplicado: 0,7');
  });

  it('names the satellite figure the net change between scenes, which may be negative', async () => {
    const user = userEvent.setup();
    renderPanel([withCrop], {
      body: answer({
        method: 'satellite',
        // 1.650 kg MS/ha at the first clear scene, 1.500 at the last: −150 kg MS/ha over 30 days, −5 a day.
        figures: { ...figures, growth: { ...figures.growth, kgHa: -150, kg: -15_000, kgHaDay: -5 } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Calcular biomasa' }));
    const results = await screen.findByTestId('biomass-results');
    const change = within(results).getByRole('group', { name: 'Cambio neto entre escenas' });
    expect(change).toHaveTextContent('-150 kg MS/ha');
    expect(change).toHaveTextContent('-5 kg MS/ha/día');
  });

  it('says when there are no data for the period', async () => {
    const user = userEvent.setup();
    renderPanel([withCrop], {
      body: answer({
        figures: null,
        notices: ['noDataForPeriod'],
        coefficients: [],
        confidence: { unverified: 0, total: 0 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Calcular biomasa' }));
    expect(
      await screen.findByText('No hay datos disponibles para el período consultado'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pasto en pie')).not.toBeInTheDocument();
    expect(screen.queryByText('Crecimiento del período')).not.toBeInTheDocument();
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
