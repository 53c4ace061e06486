import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ID } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import '../testing/dom-gaps';
import { fakeApi, signInWithAccount, signOut, type FakeCall } from '../testing/fake-api';
import GwAssignmentPage from './gw-assignment-page';

const gateway = (index: number) => ({
  _id: `${String(index).padStart(2, '0')}${'e'.repeat(22)}`,
  accountId: ACCOUNT_ID,
  settlementId: null,
  identifier: `AA55500000000${index}`,
  name: `Antena ${index}`,
  location: null,
  accountName: 'Estancia Norte',
  settlementName: null,
});

/** Answers a page of 60 gateways, 50 a page, as the server does. */
function renderPage(path = '/gw-assignment') {
  const api = fakeApi({
    'GET /gateways/all': (call: FakeCall) => {
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('pageSize'));
      const all = Array.from({ length: 60 }, (_, i) => gateway(i + 1));
      return { body: { items: all.slice((page - 1) * size, page * size), total: all.length } };
    },
  });
  renderWithApp(<GwAssignmentPage />, { path });
  return { api, user: userEvent.setup() };
}

const lastQuery = (calls: FakeCall[]) => calls.filter((c) => c.path === '/gateways/all').at(-1)!.query;

beforeEach(signInWithAccount);
afterEach(signOut);

describe('/gw-assignment on the list kit', { timeout: 20_000 }, () => {
  it('lists a page of every account’s gateways with their account, and pages on', async () => {
    const { api, user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Asignación de gateways' });
    expect(within(table).getByText('Antena 1')).toBeInTheDocument();
    expect(within(table).getAllByText('Estancia Norte').length).toBeGreaterThan(0);
    expect(lastQuery(api.calls).get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(lastQuery(api.calls).get('page')).toBe('2'));
    expect(await screen.findByText('Antena 51')).toBeInTheDocument();
  });

  it('searches on the server, and keeps the assignment dialog on each row', async () => {
    const { api, user } = renderPage('/gw-assignment?q=norte');
    await screen.findByText('Antena 1');
    expect(lastQuery(api.calls).get('q')).toBe('norte');
    await user.click(screen.getAllByRole('button', { name: 'Asignar' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Asignar el gateway Antena 1' })).toBeInTheDocument();
  });
});
