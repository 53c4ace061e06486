import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_ID } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import '../../herd/testing/dom-gaps';
import { aSettlement, fakeApi, SETTLEMENT_ID, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import { anAlert } from '../testing/alerts-fixtures';
import AlertsPage from './alerts-page';
import { alertFilterOf } from '../components/alert-filters';

const OTHER_ID = '999999999999999999999999';
const alerts = [anAlert(1, { count: 10 }), anAlert(2, { readAt: '2026-11-25T12:00:00.000Z' })];

function renderPage(path = '/alerts') {
  const api = fakeApi({
    'GET /settlements': { body: [aSettlement(), aSettlement({ _id: OTHER_ID, name: 'El Ombú' })] },
    [`GET /alert/all/${USER_ID}`]: { body: { items: alerts, total: 2, page: 1, pageSize: 50 } },
    [`PUT /alert/many/${USER_ID}`]: { body: { updated: 1 } },
  });
  const user = userEvent.setup();
  renderWithApp(<AlertsPage />, { path });
  const lastList = () => api.calls.filter((call) => call.path === `/alert/all/${USER_ID}`).at(-1)!;
  return { api, user, lastList };
}

beforeEach(signInWithAccount);
afterEach(signOut);

describe('the alerts filter', () => {
  it('writes the address filters as /alert/all’s f, leaving out what it does not know', () => {
    expect(
      alertFilterOf({
        type: 'noSignal|bogus|lowBattery',
        state: 'open',
        settlement: SETTLEMENT_ID,
        read: 'x',
      }),
    ).toEqual({ type: ['noSignal', 'lowBattery'], state: 'open', settlement: SETTLEMENT_ID });
  });
});

describe('/alerts', { timeout: 20_000 }, () => {
  it('asks for the page, search and filters of its address as p, q, f and e', async () => {
    const { lastList } = renderPage(
      `/alerts?q=A-1&type=noSignal|lowBattery&state=open&read=unread&settlement=${SETTLEMENT_ID}&page=2&size=25`,
    );
    await screen.findAllByText('A-1');
    expect(Object.fromEntries(lastList().query)).toMatchObject({
      p: '2',
      e: '25',
      q: 'A-1',
      f: `type:noSignal|lowBattery,state:open,settlement:${SETTLEMENT_ID},read:unread`,
    });
  });

  it('shows each alert with its type, subject, settlement, count and state', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alertas' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Batería baja');
    expect(row).toHaveTextContent('A-1');
    expect(row).toHaveTextContent('La Esperanza');
    expect(row).toHaveTextContent('×10');
    expect(row).toHaveTextContent('Abierta');
    expect(row).toHaveTextContent('Sin leer');
  });

  it('builds f from the types chip: several at once, one taken back', async () => {
    const { user, lastList } = renderPage();
    await screen.findAllByText('A-1');
    await user.click(screen.getByRole('button', { name: 'Tipo' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Sin señal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fuera del cerco virtual' }));
    await waitFor(() => expect(lastList().query.get('f')).toBe('type:outsideFence|noSignal'));
    await user.click(screen.getByRole('checkbox', { name: 'Sin señal' }));
    await waitFor(() => expect(lastList().query.get('f')).toBe('type:outsideFence'));
    expect(lastList().query.get('p')).toBe('1');
  });

  it('marks the selected alerts read', async () => {
    const { api, user } = renderPage();
    await screen.findAllByText('A-1');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Batería baja A-1' }));
    const bar = await screen.findByRole('group', { name: 'Acciones sobre la selección' });
    await user.click(within(bar).getByRole('button', { name: 'Marcar como leídas' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: [alerts[0]!._id] }),
    );
  });
});
