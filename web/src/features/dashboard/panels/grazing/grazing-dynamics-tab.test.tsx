import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../herd/testing/dom-gaps';
import { ROUNDUP_ID, SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { aLivePosition, aPlot, renderInWorkspace } from '../../testing/render-workspace';
import { TelemetryViewProvider } from '../../workspace/telemetry-view';
import { GrazingDynamicsTab } from './grazing-dynamics-tab';

const PLOT_ID = 'b'.repeat(24);
const plot = aPlot({ _id: PLOT_ID, animalCount: 1 });
const roundup = { _id: ROUNDUP_ID, settlementId: SETTLEMENT_ID, name: 'Rodeo Cría', animalCount: 1 };
const today = new Date().toISOString().slice(0, 10);
const plotDay = {
  plotId: PLOT_ID,
  date: today,
  animals: 1,
  animalHours: 20.5,
  grazingHours: 8.25,
  partial: false,
};

function renderTab(
  answer: { status?: number; body: unknown },
  positions = [aLivePosition({ roundupId: ROUNDUP_ID, plotId: PLOT_ID })],
) {
  return renderInWorkspace(
    <TelemetryViewProvider settlementId={SETTLEMENT_ID}>
      <GrazingDynamicsTab />
    </TelemetryViewProvider>,
    {
      plots: [plot],
      positions,
      answers: { 'GET /roundups': { body: [roundup] }, 'GET /data-api/grazing-dynamics': answer },
    },
  );
}

beforeEach(signInWithAccount);
afterEach(signOut);

describe('grazing dynamics tab', { timeout: 20_000 }, () => {
  it("shows each plot's occupancy with its summary, and asks again for a roundup's", async () => {
    const user = userEvent.setup();
    const api = renderTab({ body: [plotDay] });
    const table = await screen.findByRole('figure', {
      name: 'Ocupación de cada potrero por día (horas animal)',
    });
    const row = within(table).getByRole('row', { name: /Lote Norte/ });
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('20,5');
    expect(screen.getByTestId('occupancy-summary')).toHaveTextContent(
      'El potrero más ocupado fue Lote Norte, con 20,5 horas animal (100 % del total).',
    );
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Rodeo' }));
    await user.click(screen.getByPlaceholderText('Elegí un rodeo'));
    await user.click(await screen.findByRole('option', { name: 'Rodeo Cría', hidden: true }));
    await waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path === '/data-api/grazing-dynamics')
          .at(-1)
          ?.query.get('roundupId'),
      ).toBe(ROUNDUP_ID),
    );
    // Its one animal with a collar can be replayed.
    expect(await screen.findByRole('button', { name: 'Reproducir el recorrido' })).toBeEnabled();
  });

  it('says a roundup has no animals with a collar, and leads back to the whole settlement', async () => {
    const user = userEvent.setup();
    renderTab({ body: [] }, [aLivePosition({ roundupId: ROUNDUP_ID, ts: null, lat: null, lng: null })]);
    expect(await screen.findByText('No hay datos para el período consultado.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Rodeo' }));
    await user.click(screen.getByPlaceholderText('Elegí un rodeo'));
    await user.click(await screen.findByRole('option', { name: 'Rodeo Cría', hidden: true }));
    expect(await screen.findByText('El rodeo no tiene animales con collar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reproducir/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ver todo el campo' }));
    expect(await screen.findByText('No hay datos para el período consultado.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Todo' })).toBeChecked();
  });

  it('says what failed to load, with a retry', async () => {
    renderTab({ status: 500, body: { message: 'boom' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar la dinámica de pastoreo.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
