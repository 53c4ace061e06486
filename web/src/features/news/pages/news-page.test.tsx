import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { USER_ID } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeApi, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import { aNews } from '../testing/a-news';
import NewsPage from './news-page';

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => signInWithAccount());
afterEach(() => signOut());

describe('/news (spec §2)', () => {
  it('lists the reader’s news with the unread marked; opening one shows it and marks it read', async () => {
    const fresh = aNews({
      title: 'Alertas de estrés calórico',
      body: 'Ahora avisamos el ITH.',
      images: [PIXEL],
    });
    const old = aNews({ title: 'Nuevo mapa satelital', read: true });
    const { calls } = fakeApi({
      'GET /news': { body: { items: [fresh, old], total: 2 } },
      'PUT /news/read': { body: { updated: 1 } },
    });
    renderWithApp(<NewsPage />, { path: '/news' });

    const freshTitle = await screen.findByRole('button', { name: /Alertas de estrés calórico/ });
    expect(within(freshTitle).getByText('Nueva')).toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: /Nuevo mapa satelital/ })).queryByText('Nueva'),
    ).toBeNull();

    await userEvent.setup().click(freshTitle);
    const body = await screen.findByText('Ahora avisamos el ITH.');
    // The item opens with a transition.
    await waitFor(() => expect(body).toBeVisible());
    expect(screen.getByRole('img', { name: 'Imagen 1 de «Alertas de estrés calórico»' })).toHaveAttribute(
      'src',
      PIXEL,
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/news/read',
      body: { ids: [fresh._id] },
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.newsRead(USER_ID))!)).toHaveProperty(fresh._id);
    await waitFor(() => expect(within(freshTitle).queryByText('Nueva')).toBeNull());
  });

  it('marks every unread one read at once', async () => {
    const items = [aNews(), aNews(), aNews({ read: true })];
    const { calls } = fakeApi({
      'GET /news': { body: { items, total: 3 } },
      'PUT /news/read': { body: { updated: 2 } },
    });
    renderWithApp(<NewsPage />, { path: '/news' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ids: [items[0]!._id, items[1]!._id],
      }),
    );
    await waitFor(() => expect(screen.queryByText('Nueva')).toBeNull());
  });

  it('keeps a read mark made on this browser even before the server has it', async () => {
    const item = aNews({ title: 'Leída sin conexión' });
    localStorage.setItem(storageKeys.newsRead(USER_ID), JSON.stringify({ [item._id]: Date.now() }));
    fakeApi({ 'GET /news': { body: { items: [item], total: 1 } } });
    renderWithApp(<NewsPage />, { path: '/news' });

    const title = await screen.findByRole('button', { name: /Leída sin conexión/ });
    expect(within(title).queryByText('Nueva')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
  });

  it('says when there is no news', async () => {
    fakeApi({ 'GET /news': { body: { items: [], total: 0 } } });
    renderWithApp(<NewsPage />, { path: '/news' });
    expect(await screen.findByText('Todavía no hay novedades.')).toBeInTheDocument();
  });
});
