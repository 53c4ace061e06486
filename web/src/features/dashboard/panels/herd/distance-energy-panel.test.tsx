import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/save-file';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { aLivePosition } from '../../testing/render-workspace';
import DistanceEnergyPanel from './distance-energy-panel';
import { renderHerdPanel, textOf } from '../../testing/render-herd-panel';

vi.mock('../../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const ANIMAL = 'a'.repeat(24);
const MEDIAN = `GET /data-api/settlements/${SETTLEMENT_ID}/herd-median`;
/** The `energy` and `distance` tables' version 1. */
const COEFFICIENTS = {
  energy: {
    version: 1,
    nemPerSbw075: 0.077,
    sbwRatio: 0.96,
    grazingFactor: 0.08,
    walkingMcalPerKgKm: 0.00045,
    dietMeMcalPerKgDm: 2.2,
    km: 0.608,
  },
  distance: { version: 1, minStepMeters: 10, maxSpeedKmh: 10 },
};
const herd = {
  basis: { ...COEFFICIENTS, animals: 180, weightsAssumed: 12 },
  days: [
    { date: '2026-03-09', animals: 180, distanceKm: 3.2, enMcal: 8.6, emMcal: 14.1, partial: false },
    { date: '2026-03-10', animals: 178, distanceKm: 4, enMcal: 8.8, emMcal: 14.5, partial: false },
  ],
};

beforeEach(signInWithAccount);
afterEach(() => {
  signOut();
  vi.mocked(saveFile).mockClear();
});

describe('distance and energy panel', () => {
  it('shows the herd’s median km and Mcal per day when no animal is selected', async () => {
    renderHerdPanel(<DistanceEnergyPanel />, { answers: { [MEDIAN]: { body: herd } } });
    expect(
      await screen.findByText('Distancia recorrida por día, mediana del establecimiento (km)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Energía neta (EN) por día, mediana del establecimiento (Mcal EN)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Energía metabolizable (EM) por día, mediana del establecimiento (Mcal EM)'),
    ).toBeInTheDocument();
    expect(screen.getByTitle('10/3 · Mediana del establecimiento: 14,5 Mcal EM')).toBeInTheDocument();
    expect(
      screen.getByText('En 2 días, la mediana promedio fue 3,6 km; el último día reportaron 178 animales.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Descargar CSV: Distancia/ }));
    const [file] = vi.mocked(saveFile).mock.calls[0]!;
    expect(await textOf(file.blob)).toContain('2026-03-10,4,178');
  });

  it('draws a partial day lighter and says why', async () => {
    const today = { ...herd.days[1]!, partial: true };
    renderHerdPanel(<DistanceEnergyPanel />, {
      answers: { [MEDIAN]: { body: { ...herd, days: [herd.days[0], today] } } },
    });
    expect(
      await screen.findByTitle(
        '10/3 (día parcial: los datos no cubren el día entero) Mediana del establecimiento: 4 km',
      ),
    ).toHaveAttribute('data-partial', 'true');
    expect(screen.getByTitle('9/3 Mediana del establecimiento: 3,2 km')).not.toHaveAttribute('data-partial');
  });

  it('shows the selected animal’s km and Mcal against the herd median', async () => {
    renderHerdPanel(<DistanceEnergyPanel />, {
      selection: { kind: 'animal', id: ANIMAL },
      positions: [aLivePosition({ animalId: ANIMAL, caravana: 'AR-1' })],
      answers: {
        [MEDIAN]: { body: herd },
        [`GET /data-api/animal/behavior/${ANIMAL}/${SETTLEMENT_ID}`]: {
          body: {
            basis: { ...COEFFICIENTS, weightKg: 400, weightAssumed: false, fixIntervalSeconds: 600 },
            simulated: false,
            days: [
              {
                date: '2026-03-10',
                grazingHours: 8,
                ruminatingHours: 6,
                drinkingHours: 0.5,
                restingHours: 7,
                walkingHours: 2,
                distanceKm: 5.5,
                enMcal: 9.1,
                emMcal: 15,
                readings: 144,
                partial: false,
                baseline: null,
              },
            ],
          },
        },
      },
    });
    expect(
      // Two answers and three charts: on a loaded machine this takes more than the default second.
      await screen.findByText(
        'Distancia recorrida por día, AR-1 y mediana del establecimiento (km)',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'AR-1: promedio de 5,5 km por día en 1 días; la mediana del establecimiento promedió 4 km.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Descargar CSV: Energía metabolizable/ }));
    const [file, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toMatch(/^AR-1-energia-metabolizable-mediana-/);
    expect(await textOf(file.blob)).toContain('Día,AR-1 (Mcal EM),Mediana del establecimiento (Mcal EM)');
    expect(await textOf(file.blob)).toContain('2026-03-10,15,14.5,178');

    // The basis, one tap away: the formulas with their coefficients, the weight and the fix interval.
    fireEvent.click(screen.getByRole('button', { name: 'Cómo se calcula la energía' }));
    const basis = await screen.findByRole('dialog', { name: 'Cómo se calcula' });
    expect(basis).toHaveTextContent(
      'EN = 0,077 × (0,96 × peso)^0,75 × (1 + 0,08) + 0,00045 × peso × km recorridos',
    );
    expect(basis).toHaveTextContent('EM = EN ÷ km, con km = 0,608');
    expect(basis).toHaveTextContent('dieta de 2,2 Mcal EM/kg MS');
    expect(basis).toHaveTextContent('Peso usado: 400 kg, el registrado del animal.');
    expect(basis).toHaveTextContent('Intervalo entre posiciones del collar: 10 min');
    expect(basis).toHaveTextContent('Coeficientes: energía, versión 1; distancia, versión 1.');
  });

  it('tells, for the herd, how many animals used their category’s weight', async () => {
    renderHerdPanel(<DistanceEnergyPanel />, { answers: { [MEDIAN]: { body: herd } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cómo se calcula la energía' }));
    expect(await screen.findByRole('dialog', { name: 'Cómo se calcula' })).toHaveTextContent(
      'Peso: el registrado de cada animal; 12 de 180 sin peso registrado usan el típico de su categoría.',
    );
  });

  it('says when no animal reported', async () => {
    renderHerdPanel(<DistanceEnergyPanel />, {
      answers: {
        [MEDIAN]: { body: { basis: { ...COEFFICIENTS, animals: 0, weightsAssumed: 0 }, days: [] } },
      },
    });
    expect(await screen.findAllByText('Ningún animal reportó en este rango.')).toHaveLength(3);
  });

  it('shows the failure', async () => {
    renderHerdPanel(<DistanceEnergyPanel />, { answers: { [MEDIAN]: { status: 500, body: {} } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar la distancia y el gasto energético',
    );
  });
});
