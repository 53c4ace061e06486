import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { renderWithApp } from '../../../test/render';
import { fakeApi, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import { aNews } from '../testing/a-news';
import NewsFeedAdminPage from './news-feed-admin-page';

beforeEach(() => signInWithAccount());
afterEach(() => signOut());

async function openRowMenu(title: string) {
  const user = userEvent.setup();
  await screen.findAllByText(title);
  await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy'));
  await user.click(screen.getAllByRole('button', { name: `Acciones de ${title}` })[0]!);
  return user;
}

function renderAdmin(items = [aNews({ title: 'Alertas por correo' }), aNews({ title: 'Mapa nuevo' })]) {
  const api = fakeApi({
    'GET /news/admin': (call) => {
      const search = call.query.get('search') ?? '';
      const found = items.filter((item) => item.title.includes(search));
      return { body: { items: found, total: found.length } };
    },
    [`DELETE /news/${items[0]!._id}`]: { body: { message: 'deleted' } },
    [`PUT /news/${items[0]!._id}`]: (call) => ({ body: { ...items[0], ...(call.body as object) } }),
  });
  renderWithApp(
    <>
      <NewsFeedAdminPage />
      <ConfirmHost />
    </>,
    { path: '/news-feed-admin' },
  );
  return { ...api, items };
}

describe('/news-feed-admin (spec §2)', () => {
  it('searches the news on the server', async () => {
    const { calls } = renderAdmin();
    expect((await screen.findAllByText('Mapa nuevo')).length).toBeGreaterThan(0);
    await userEvent.setup().type(screen.getByLabelText('Buscar por título o texto'), 'correo');
    await waitFor(() => expect(calls.at(-1)?.query.get('search')).toBe('correo'));
    await waitFor(() => expect(screen.queryAllByText('Mapa nuevo')).toHaveLength(0));
  });

  it('deletes an item once the deletion is confirmed', async () => {
    const { calls, items } = renderAdmin();
    const user = await openRowMenu('Alertas por correo');
    await user.click(await screen.findByRole('menuitem', { name: 'Borrar' }));
    expect(
      await screen.findByText('La noticia «Alertas por correo» deja de mostrarse a todos.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/news/${items[0]!._id}`);
  });

  it('edits an item in place after "Desea modificar"', async () => {
    const { calls } = renderAdmin();
    const user = await openRowMenu('Alertas por correo');
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const title = await screen.findByDisplayValue('Alertas por correo');
    await user.clear(title);
    await user.type(title, 'Alertas por correo y push');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await user.click(await screen.findByRole('button', { name: 'Modificar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: 'Alertas por correo y push',
    });
  });
});
