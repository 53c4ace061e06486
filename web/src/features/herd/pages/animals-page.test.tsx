import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { renderWithApp } from '../../../test/render';
import '../testing/dom-gaps';
import {
  aSettlement,
  anAnimal,
  fakeApi,
  SETTLEMENT_ID,
  signInWithAccount,
  signOut,
} from '../testing/fake-api';
import AnimalsPage from './animals-page';

const SHARED_ID = '999999999999999999999999';
const animals = [anAnimal(1), anAnimal(2), anAnimal(3, { settlementId: SHARED_ID, caravana: 'VECINO-3' })];

function renderPage(path = '/animals') {
  const api = fakeApi({
    'GET /settlements': {
      body: [aSettlement(), aSettlement({ _id: SHARED_ID, name: 'Campo del vecino', access: 'invite' })],
    },
    'GET /animals': { body: { items: animals, total: 3 } },
    'GET /roundups': { body: [] },
    [`GET /settlements/${SETTLEMENT_ID}/plots`]: { body: [] },
    'GET /data-api/animal/types': { body: { types: [{ id: 0, value: 'VACA' }], subtypes: [] } },
    'GET /data-api/animal/breeds': { body: [] },
    'POST /animals/bulk': { body: { updated: 2 } },
  });
  const user = userEvent.setup();
  renderWithApp(
    <>
      <AnimalsPage />
      <ConfirmHost />
    </>,
    { path },
  );
  return { api, user };
}

beforeEach(signInWithAccount);
afterEach(signOut);

describe('/animals selection and bulk actions', { timeout: 20_000 }, () => {
  it('shows the bulk bar with the count, and deletes the selection after the spec confirmation', async () => {
    const { api, user } = renderPage();
    await screen.findByText('A-1');
    expect(screen.queryByRole('group', { name: 'Acciones sobre la selección' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar A-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar A-2' }));

    const bar = await screen.findByRole('group', { name: 'Acciones sobre la selección' });
    expect(bar).toHaveTextContent('2 seleccionados');
    await user.click(within(bar).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Desea eliminar')).toBeInTheDocument();
    expect(
      screen.getByText('Se eliminan 2 animales con su historial de rodeos y potreros.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const bulk = api.calls.find((call) => call.path === '/animals/bulk')!;
    expect(bulk.body).toEqual({ action: 'delete', ids: [animals[0]!._id, animals[1]!._id] });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Acciones sobre la selección' })).not.toBeInTheDocument(),
    );
  });

  it('selects only the rows the user may change, and never those of a settlement he only views', async () => {
    const { user } = renderPage();
    await screen.findByText('VECINO-3');

    expect(screen.getByRole('checkbox', { name: 'Seleccionar VECINO-3' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar las filas de esta página' }));

    expect(await screen.findByRole('group', { name: 'Acciones sobre la selección' })).toHaveTextContent(
      '2 seleccionados',
    );
  });

  it('sends the search and the filters from the address to the server', async () => {
    const { api } = renderPage('/animals?q=A-1&roundupId=none&sort=-birthDay&page=2&size=100');
    await screen.findByText('A-1');
    const list = api.calls.find((call) => call.path === '/animals')!;
    expect(Object.fromEntries(list.query)).toMatchObject({
      q: 'A-1',
      roundupId: 'none',
      sort: '-birthDay',
      page: '2',
      pageSize: '100',
    });
    expect(screen.getByRole('button', { name: /Rodeo: SIN RODEO/ })).toBeInTheDocument();
  });
});
