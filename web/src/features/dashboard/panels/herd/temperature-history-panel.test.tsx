import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { renderHerdPanel } from '../../testing/render-herd-panel';
import TemperatureHistoryPanel from './temperature-history-panel';

const HOUR = 3_600_000;
const hour = (back: number) => Math.floor(Date.now() / HOUR) * HOUR - back * HOUR;
const ANIMAL = 'a'.repeat(24);
const collars = [
  {
    deviceId: '1'.repeat(24),
    identifier: 'C0:01',
    animalId: 'b'.repeat(24),
    caravana: 'AR-9',
    battery: 10,
    ts: hour(1),
  },
  {
    deviceId: '2'.repeat(24),
    identifier: 'C0:02',
    animalId: ANIMAL,
    caravana: 'AR-1',
    battery: 80,
    ts: hour(1),
  },
];

beforeEach(signInWithAccount);
afterEach(signOut);

describe('temperature history panel', () => {
  it('shows the selected animal’s collar against the rectal reference', async () => {
    renderHerdPanel(<TemperatureHistoryPanel />, {
      selection: { kind: 'animal', id: ANIMAL },
      answers: {
        [`GET /settlements/${SETTLEMENT_ID}/collar-batteries`]: { body: collars },
        [`GET /devices/${'2'.repeat(24)}/temperature`]: {
          body: [{ ts: hour(2), mean: 38.6, min: 38.2, max: 39 }],
        },
      },
    });
    const chart = (await screen.findByText('Temperatura del collar, últimos 7 días (°C)')).closest('figure')!;
    expect(within(chart).getByText('Normal rectal del bovino: 38 a 39,3 °C')).toBeInTheDocument();
    expect(
      within(chart).getByText(
        'La temperatura media por hora fue de 38,6 °C a 38,6 °C; 1 de 1 horas dentro de la referencia rectal (38 °C a 39,3 °C).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('AR-1 · C0:02')).toBeInTheDocument();
  });

  it('says when the collar reported no temperature', async () => {
    renderHerdPanel(<TemperatureHistoryPanel />, {
      answers: {
        [`GET /settlements/${SETTLEMENT_ID}/collar-batteries`]: { body: collars },
        [`GET /devices/${'1'.repeat(24)}/temperature`]: { body: [] },
      },
    });
    expect(await screen.findByText('El collar no informó temperatura en este rango.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Descargar CSV/ })).toBeDisabled();
  });
});
