import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInWithAccount, signOut } from '../../features/herd/testing/fake-api';
import { aNews } from '../../features/news/testing/a-news';
import { storageKeys } from '../../lib/storage';
import { USER_ID } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import MainMenuPage from './main-menu-page';

beforeEach(() => signInWithAccount());
afterEach(() => signOut());

describe('the main menu’s news (spec §2)', () => {
  it('shows the unread news above the menu, and "Marcar como leída" takes one away', async () => {
    const first = aNews({ title: 'Alertas por WhatsApp' });
    const second = aNews({ title: 'Informe mensual' });
    let unread = [first, second];
    const { calls } = fakeApi({
      'GET /news': (call) => {
        expect(call.query.get('unread')).toBe('true');
        return { body: { items: unread, total: unread.length } };
      },
      'PUT /news/read': (call) => {
        const { ids } = call.body as { ids: string[] };
        unread = unread.filter((item) => !ids.includes(item._id));
        return { body: { updated: ids.length } };
      },
    });
    renderWithApp(<MainMenuPage />, { path: '/menu' });

    const news = await screen.findByRole('region', { name: 'Novedades' });
    const article = (await within(news).findByText('Alertas por WhatsApp')).closest('article')!;
    expect(within(news).getByText('Informe mensual')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(article as HTMLElement).getByRole('button', { name: 'Marcar como leída' }));

    await waitFor(() => expect(within(news).queryByText('Alertas por WhatsApp')).toBeNull());
    expect(within(news).getByText('Informe mensual')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ body: { ids: [first._id] } });
    expect(JSON.parse(localStorage.getItem(storageKeys.newsRead(USER_ID))!)).toHaveProperty(first._id);
  });

  it('says there is nothing new when everything is read, here or on the server', async () => {
    const readHere = aNews({ title: 'Leída en este navegador' });
    localStorage.setItem(storageKeys.newsRead(USER_ID), JSON.stringify({ [readHere._id]: Date.now() }));
    fakeApi({ 'GET /news': { body: { items: [readHere], total: 1 } } });
    renderWithApp(<MainMenuPage />, { path: '/' });

    expect(await screen.findByText('No hay novedades nuevas por ahora.')).toBeInTheDocument();
    expect(screen.queryByText('Leída en este navegador')).toBeNull();
  });
});
