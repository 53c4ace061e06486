import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { renderInWorkspace } from '../../testing/render-workspace';
import { CollarCharts } from './collar-charts';

const DEVICE_ID = 'c'.repeat(24);
const HOUR = 3_600_000;
const now = Date.now();
const hour = (back: number) => Math.floor(now / HOUR) * HOUR - back * HOUR;

beforeEach(signInWithAccount);
afterEach(signOut);

const chartTitled = async (title: string) =>
  (await screen.findByText(title)).closest('figure') as HTMLElement;

describe('the collar’s battery and temperature', () => {
  it('draws the battery with the settlement’s low-battery threshold over the top bar’s range', async () => {
    const api = renderInWorkspace(<CollarCharts deviceId={DEVICE_ID} caravana="AR-1" />, {
      answers: {
        [`GET /devices/${DEVICE_ID}/battery`]: {
          body: [
            { ts: hour(3), battery: 40 },
            { ts: hour(2), battery: 19 },
            { ts: hour(1), battery: 18 },
          ],
        },
        [`GET /devices/${DEVICE_ID}/temperature`]: { body: [] },
      },
    });
    const chart = await chartTitled('Batería del collar, últimos 7 días (%)');
    expect(within(chart).getByText('Batería baja: menos de 20 %')).toBeInTheDocument();
    expect(within(chart).getByTestId('line-chart-threshold')).toBeInTheDocument();
    expect(
      within(chart).getByText(
        'La batería pasó de 40 % a 18 %; la más baja fue 18 %. Horas por debajo del umbral de 20 %: 2.',
      ),
    ).toBeInTheDocument();
    // The top bar's week, as instants.
    const call = api.calls.find((c) => c.path.endsWith('/battery'))!;
    expect(Date.parse(call.query.get('toDate')!) - Date.parse(call.query.get('fromDate')!)).toBe(
      7 * 24 * HOUR,
    );

    // The arrow keys step through the hours, each told with its exact value.
    const plot = within(chart).getByRole('slider');
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(plot.getAttribute('aria-valuetext')).toMatch(/ · Batería: 19 %$/);
    expect(within(chart).getByRole('tooltip')).toHaveTextContent('Batería: 19 %');
    // No temperature reported: said so, nothing drawn.
    const temperature = await chartTitled('Temperatura del collar, últimos 7 días (°C)');
    expect(
      within(temperature).getByText('El collar no informó temperatura en este rango.'),
    ).toBeInTheDocument();
    expect(within(temperature).getByRole('button', { name: /^Descargar CSV/ })).toBeDisabled();
  });

  it('draws the temperature against the rectal reference band, and says what the reference is', async () => {
    renderInWorkspace(<CollarCharts deviceId={DEVICE_ID} caravana="AR-1" />, {
      answers: {
        [`GET /devices/${DEVICE_ID}/battery`]: { body: [] },
        [`GET /devices/${DEVICE_ID}/temperature`]: {
          body: [
            { ts: hour(2), mean: 38.6, min: 38.2, max: 39 },
            { ts: hour(1), mean: 39.8, min: 39.5, max: 40.1 },
          ],
        },
      },
    });
    const chart = await chartTitled('Temperatura del collar, últimos 7 días (°C)');
    expect(within(chart).getByText('Normal rectal del bovino: 38 a 39,3 °C')).toBeInTheDocument();
    expect(within(chart).getByTestId('line-chart-band')).toBeInTheDocument();
    expect(within(chart).getByText(/El collar mide en el cuello/)).toBeInTheDocument();
    expect(
      within(chart).getByText(
        'La temperatura media por hora fue de 38,6 °C a 39,8 °C; 1 de 2 horas dentro de la referencia rectal (38 °C a 39,3 °C).',
      ),
    ).toBeInTheDocument();
    const plot = within(chart).getByRole('slider');
    fireEvent.keyDown(plot, { key: 'End' });
    expect(plot.getAttribute('aria-valuetext')).toMatch(
      /Temperatura: 39,8 °C \(mín\. 39,5 °C, máx\. 40,1 °C\)$/,
    );
  });

  it('says which chart failed to load, with a retry', async () => {
    renderInWorkspace(<CollarCharts deviceId={DEVICE_ID} caravana="AR-1" />, {
      answers: {
        [`GET /devices/${DEVICE_ID}/battery`]: { status: 500, body: { message: 'boom' } },
        [`GET /devices/${DEVICE_ID}/temperature`]: { body: [] },
      },
    });
    expect(await screen.findByText('No pudimos cargar la batería del collar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says an animal without collar has no battery or temperature', () => {
    renderInWorkspace(<CollarCharts deviceId={null} caravana="AR-1" />);
    expect(
      screen.getByText('Este animal no tiene collar: no hay batería ni temperatura para mostrar.'),
    ).toBeInTheDocument();
  });
});
