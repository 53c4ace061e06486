import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_ID } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeApi, SETTLEMENT_ID, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import { aSummary, anAlert } from '../testing/alerts-fixtures';
import NotificationPage from './notification-page';
import NotificationsPage from './notifications-page';

const alert = anAlert(1, { count: 10 });
const READ_AT = '2026-11-25T12:00:00.000Z';

function renderAlert(alert = anAlert(1, { count: 10 })) {
  let readAt: string | null = null;
  const api = fakeApi({
    [`GET /alert/${alert._id}`]: () => ({ body: { ...alert, readAt } }),
    [`PUT /alert/${alert._id}`]: (call) => {
      readAt = READ_AT;
      return { body: { ...(call.body as object), readAt } };
    },
    [`GET /alert/countunread/${USER_ID}`]: { body: aSummary(0, []) },
  });
  renderWithApp(
    <Routes>
      <Route path="/notifications/:id" element={<NotificationPage />} />
    </Routes>,
    { path: `/notifications/${alert._id}` },
  );
  return api;
}

beforeEach(signInWithAccount);
afterEach(signOut);

describe('/notifications/{id}', { timeout: 20_000 }, () => {
  it('shows the alert with its figure against its threshold, its count and the way to its animal', async () => {
    renderAlert();
    expect(await screen.findByText('Batería 12 % (umbral 20 %)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Batería baja' })).toBeInTheDocument();
    expect(screen.getByText('×10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al animal' })).toHaveAttribute(
      'href',
      `/dashboard?settlementId=${SETTLEMENT_ID}&item=animal%3A${alert.animalId}`,
    );
  });

  it('a heat alert names whose threshold fired', async () => {
    renderAlert(
      anAlert(2, { type: 'heatStress', value: 78.3, threshold: 76, thresholdBasis: 'beef', animalId: null }),
    );
    expect(await screen.findByText('ITH 78,3 ≥ 76 (umbral de cría/carne)')).toBeInTheDocument();
  });

  it('reads the alert when it opens, once', async () => {
    const api = renderAlert(alert);
    await screen.findByText('Batería 12 % (umbral 20 %)');
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'GET' && call.path === `/alert/${alert._id}`),
      ).toHaveLength(2),
    );
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({ _id: alert._id, readAt: null });
  });
});

describe('/notifications', { timeout: 20_000 }, () => {
  it('lists the newest alerts with the unread ones first', async () => {
    fakeApi({
      [`GET /alert/all/${USER_ID}`]: {
        body: {
          items: [anAlert(1, { readAt: READ_AT }), anAlert(2), anAlert(3, { readAt: READ_AT }), anAlert(4)],
          total: 4,
          page: 1,
          pageSize: 50,
        },
      },
    });
    renderWithApp(<NotificationsPage />);
    const items = await screen.findAllByRole('button', { name: /^Batería baja: A-/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Batería baja: A-2',
      'Batería baja: A-4',
      'Batería baja: A-1',
      'Batería baja: A-3',
    ]);
  });
});
