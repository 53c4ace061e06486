import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeJson, storageKeys } from '../../../lib/storage';
import { FakeEventSource } from '../../../test/fake-event-source';
import { USER_ID } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeApi, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import { aSummary, anAlert } from '../testing/alerts-fixtures';
import NotificationPage from '../pages/notification-page';
import { AlertBell } from './alert-bell';
import { AlertsLiveSync } from './alerts-live-sync';

const COUNT_PATH = `GET /alert/countunread/${USER_ID}`;
const six = Array.from({ length: 6 }, (_, i) => anAlert(i + 1));

function renderBell(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  const user = userEvent.setup();
  renderWithApp(
    <>
      <AlertsLiveSync />
      <AlertBell />
      <Routes>
        <Route path="/" element={null} />
        <Route path="/notifications/:id" element={<NotificationPage />} />
      </Routes>
    </>,
  );
  const countCalls = () => api.calls.filter((call) => `${call.method} ${call.path}` === COUNT_PATH).length;
  return { api, user, countCalls };
}

const bell = (count: number) =>
  screen.findByRole('button', { name: `Alertas, ${count} sin leer` }, { timeout: 3000 });

beforeEach(() => {
  signInWithAccount();
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.all = [];
});
afterEach(signOut);

describe('the bell', { timeout: 20_000 }, () => {
  it('shows the unread count and, opened, the last five unread with their type, subject and settlement', async () => {
    const { user } = renderBell({ [COUNT_PATH]: { body: aSummary(12, six.slice(0, 5)) } });
    await user.click(await bell(12));
    expect(screen.getByText('12')).toBeInTheDocument();
    const popover = await screen.findByRole('dialog', { name: 'Alertas' });
    const items = await within(popover).findAllByRole('button', { name: /^Batería baja: A-/ });
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('La Esperanza');
    expect(within(popover).getByText('12 sin leer')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/alerts');
  });

  it('shows the last known count at once, from the spec’s stored "unread alerts"', async () => {
    writeJson(storageKeys.unreadAlerts, aSummary(3, six.slice(0, 3)));
    let answer: (value: Response) => void = () => undefined;
    fakeApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithApp(<AlertBell />);
    expect(await bell(3)).toBeInTheDocument();
    answer(new Response(JSON.stringify(aSummary(4, six.slice(0, 4))), { status: 200 }));
    expect(await bell(4)).toBeInTheDocument();
    await waitFor(() =>
      expect(localStorage.getItem(storageKeys.unreadAlerts)).toContain('"unreadAlertsCount":4'),
    );
  });

  it('reads a clicked alert (PUT /alert/{id}) once, reloads the count and opens the alert', async () => {
    let count = 6;
    const { api, user, countCalls } = renderBell({
      [COUNT_PATH]: () => ({ body: aSummary(count, six.slice(0, Math.min(count, 5))) }),
      // Asked by the alert's page before the read is committed: still unread.
      [`GET /alert/${six[0]!._id}`]: { body: six[0] },
      [`PUT /alert/${six[0]!._id}`]: (call) => {
        count = 5;
        return { body: { ...(call.body as object), readAt: '2026-11-25T12:00:00.000Z' } };
      },
    });
    await user.click(await bell(6));
    await user.click(await screen.findByRole('button', { name: 'Batería baja: A-1' }, { timeout: 3000 }));

    expect(await screen.findByText('Batería 12 % (umbral 20 %)')).toBeInTheDocument();
    expect(await bell(5)).toBeInTheDocument();
    expect(countCalls()).toBe(2);
    // Read once: the page opened by the click does not read it again.
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.path).toBe(`/alert/${six[0]!._id}`);
    expect(puts[0]!.body).toMatchObject({ _id: six[0]!._id, readAt: null });
  });

  it('marks every unread alert read with "Marcar todas como leídas"', async () => {
    let count = 2;
    const { api, user } = renderBell({
      [COUNT_PATH]: () => ({ body: aSummary(count, six.slice(0, count)) }),
      [`PUT /alert/many/${USER_ID}`]: () => {
        count = 0;
        return { body: { updated: 2 } };
      },
    });
    await user.click(await bell(2));
    await user.click(
      await screen.findByRole('button', { name: 'Marcar todas como leídas' }, { timeout: 3000 }),
    );
    expect(await screen.findByText('No hay alertas sin leer')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({});
  });

  it('counts a new alert heard on the live stream', async () => {
    let count = 1;
    const { countCalls } = renderBell({
      [COUNT_PATH]: () => ({ body: aSummary(count, six.slice(0, count)) }),
    });
    expect(await bell(1)).toBeInTheDocument();
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.all[0]!.url).toMatch(/^\/api\/v1\/live\/alerts\?.*access_token=token/);
    FakeEventSource.all[0]!.open();

    count = 2;
    FakeEventSource.all[0]!.emit('alert', {
      alertId: six[1]!._id,
      settlementId: six[1]!.settlementId,
      type: 'lowBattery',
      state: 'open',
      animalId: six[1]!.animalId,
      opened: true,
    });
    expect(await bell(2)).toBeInTheDocument();
    expect(countCalls()).toBe(2);
  });

  it('counts again when the stream comes back: alerts raised while it was down never come through it', async () => {
    let count = 1;
    const { countCalls } = renderBell({
      [COUNT_PATH]: () => ({ body: aSummary(count, six.slice(0, count)) }),
    });
    expect(await bell(1)).toBeInTheDocument();
    const stream = FakeEventSource.all[0]!;
    stream.open();
    stream.fail();
    count = 3;
    stream.open();
    expect(await bell(3)).toBeInTheDocument();
    expect(countCalls()).toBe(2);
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
