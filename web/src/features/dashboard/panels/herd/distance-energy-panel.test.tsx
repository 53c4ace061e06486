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
const herd = [
  { date: '2026-03-09', animals: 180, distanceKm: 3.2, energyMcal: 14.1 },
  { date: '2026-03-10', animals: 178, distanceKm: 4, energyMcal: 14.5 },
];

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
      screen.getByText('Gasto energético por día, mediana del establecimiento (Mcal)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('En 2 días, la mediana promedio fue 3,6 km; el último día reportaron 178 animales.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Descargar CSV: Distancia/ }));
    const [file] = vi.mocked(saveFile).mock.calls[0]!;
    expect(await textOf(file.blob)).toContain('2026-03-10,4,178');
  });

  it('shows the selected animal’s km and Mcal against the herd median', async () => {
    renderHerdPanel(<DistanceEnergyPanel />, {
      selection: { kind: 'animal', id: ANIMAL },
      positions: [aLivePosition({ animalId: ANIMAL, caravana: 'AR-1' })],
      answers: {
        [MEDIAN]: { body: herd },
        [`GET /data-api/animal/behavior/${ANIMAL}/${SETTLEMENT_ID}`]: {
          body: {
            weightKg: 400,
            weightAssumed: false,
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
                energyMcal: 15,
                readings: 144,
                baseline: null,
              },
            ],
          },
        },
      },
    });
    expect(
      await screen.findByText('Distancia recorrida por día, AR-1 y mediana del establecimiento (km)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'AR-1: promedio de 5,5 km por día en 1 días; la mediana del establecimiento promedió 4 km.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Descargar CSV: Gasto/ }));
    const [file, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toMatch(/^AR-1-gasto-mediana-/);
    expect(await textOf(file.blob)).toContain('2026-03-10,15,14.5,178');
  });

  it('says when no animal reported', async () => {
    renderHerdPanel(<DistanceEnergyPanel />, { answers: { [MEDIAN]: { body: [] } } });
    expect(await screen.findAllByText('Ningún animal reportó en este rango.')).toHaveLength(2);
  });

  it('shows the failure', async () => {
    renderHerdPanel(<DistanceEnergyPanel />, { answers: { [MEDIAN]: { status: 500, body: {} } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar la distancia y el gasto energético',
    );
  });
});
