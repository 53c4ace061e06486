import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@tropero/shared/constants';
import { NotificationsHost } from '../../components/notifications-host';
import { clearPushPermissionRequest, requestPushPermission } from '../../lib/push-request';
import { clearSession, sessionStore, storeAccessToken, storeUser } from '../../lib/session';
import { storageKeys } from '../../lib/storage';
import { aUser, USER_ID } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import PushSync from './components/push-sync';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

interface FakeSubscription {
  endpoint: string;
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON: () => object;
}

const aSubscription = (endpoint: string): FakeSubscription => ({
  endpoint,
  unsubscribe: vi.fn().mockResolvedValue(true),
  toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
});

let permission: NotificationPermission;
let answer: NotificationPermission;
let current: FakeSubscription | null;
let fetchMock: ReturnType<typeof vi.fn>;
const subscribe = vi.fn();

function installBrowser() {
  const Notification = { requestPermission: vi.fn(async () => (permission = answer)) };
  Object.defineProperty(Notification, 'permission', { get: () => permission });
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  const registration = {
    pushManager: { getSubscription: vi.fn(async () => current), subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  subscribe.mockReset().mockImplementation(async () => (current = aSubscription('https://push.example/new')));
  return Notification;
}

function respond(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  if (url.includes('/firebase/key')) return Response.json({ publicKey: PUBLIC_KEY });
  if (url.includes('/devicestoken')) return Response.json({ message: 'Token stored successfully' });
  if (url.includes(`/users/${USER_ID}`) && init?.method === 'PUT')
    return Response.json(aUser({ disableAlert: true }));
  return Response.json({ message: 'not found' }, { status: 404 });
}

const readStoredRecord = () =>
  JSON.parse(localStorage.getItem(storageKeys.pushSubscription(USER_ID)) ?? '{}') as object;

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

function signIn(changes: Parameters<typeof aUser>[0] = {}) {
  storeAccessToken('access');
  storeUser(aUser(changes));
}

function renderSync() {
  return renderWithApp(
    <>
      <NotificationsHost />
      <PushSync />
    </>,
  );
}

beforeEach(() => {
  permission = 'default';
  answer = 'granted';
  current = null;
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(input, init));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  clearPushPermissionRequest();
  clearSession();
});

describe('push after login (spec §4 step 5, §8)', () => {
  it('asks, subscribes with the server key, stores the subscription and says so', async () => {
    const notification = installBrowser();
    signIn();
    requestPushPermission();
    renderSync();

    expect(await screen.findByText('Notificaciones push autorizadas')).toBeInTheDocument();
    expect(
      screen.getByText('Puede cambiar las preferencias desde la configuración de alertas'),
    ).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    const { applicationServerKey, userVisibleOnly } = subscribe.mock
      .calls[0]![0] as PushSubscriptionOptionsInit;
    expect(userVisibleOnly).toBe(true);
    expect((applicationServerKey as Uint8Array).length).toBe(65);
    const [[, init]] = calls('/devicestoken') as [[string, RequestInit]];
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      deviceToken: JSON.stringify({ endpoint: 'https://push.example/new', keys: { p256dh: 'p', auth: 'a' } }),
      id: USER_ID,
    });
    expect(readStoredRecord()).toMatchObject({
      subscribedAt: expect.any(Number),
      sentAt: expect.any(Number),
    });
  });

  it('says push is allowed even when the push service cannot be reached, and stores nothing', async () => {
    installBrowser();
    subscribe.mockRejectedValue(new DOMException('Registration failed - push service error', 'AbortError'));
    signIn();
    requestPushPermission();
    renderSync();

    expect(await screen.findByText('Notificaciones push autorizadas')).toBeInTheDocument();
    expect(calls('/devicestoken')).toHaveLength(0);
    expect(readStoredRecord()).not.toHaveProperty('subscribedAt');
  });

  it('shows how to unblock them when denied, and "No volver a ver este mensaje" turns the reminder off', async () => {
    answer = 'denied';
    installBrowser();
    signIn();
    requestPushPermission();
    renderSync();

    expect(await screen.findByText('Notificaciones push bloqueadas')).toBeInTheDocument();
    expect(
      screen.getByText(/En la configuración del sitio, cambiá Notificaciones a Permitir/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'No volver a ver este mensaje' }));

    await waitFor(() => expect(sessionStore.get().user?.disableAlert).toBe(true));
    const [[url, init]] = calls(`/users/${USER_ID}`) as [[string, RequestInit]];
    expect(init.method).toBe('PUT');
    expect(url).toContain(`/api/v1/users/${USER_ID}/?disableAlert=true`);
    await waitFor(() => expect(screen.queryByText('Notificaciones push bloqueadas')).not.toBeInTheDocument());
    expect(calls('/devicestoken')).toHaveLength(0);
  });

  it('"Entendido" only closes the dialog', async () => {
    answer = 'denied';
    installBrowser();
    signIn();
    requestPushPermission();
    renderSync();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByText('Notificaciones push bloqueadas')).not.toBeInTheDocument());
    expect(calls('/users/')).toHaveLength(0);
    expect(sessionStore.get().user?.disableAlert).toBe(false);
  });

  it('shows no dialog to a user who asked never to see it again', async () => {
    answer = 'denied';
    const notification = installBrowser();
    signIn({ disableAlert: true });
    requestPushPermission();
    renderSync();

    await waitFor(() => expect(notification.requestPermission).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Notificaciones push bloqueadas')).not.toBeInTheDocument();
  });

  it('asks nothing when the user turned push off', async () => {
    answer = 'denied';
    const notification = installBrowser();
    signIn({ alertPushNotifications: false });
    requestPushPermission();
    renderSync();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(screen.queryByText('Notificaciones push bloqueadas')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without push', async () => {
    signIn();
    requestPushPermission();
    renderSync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('push on a later visit (spec §9)', () => {
  const record = (value: object) =>
    localStorage.setItem(storageKeys.pushSubscription(USER_ID), JSON.stringify(value));

  it('sends a current subscription again at most once a day, without asking', async () => {
    permission = 'granted';
    const notification = installBrowser();
    current = aSubscription('https://push.example/old');
    record({ subscribedAt: Date.now() - 2 * DAY_MS, sentAt: Date.now() - 2 * DAY_MS });
    signIn();
    renderSync();

    await waitFor(() => expect(calls('/devicestoken')).toHaveLength(1));
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
    expect(JSON.parse(String((calls('/devicestoken')[0]![1] as RequestInit).body)).deviceToken).toContain(
      'push.example/old',
    );
    expect(screen.queryByText('Notificaciones push autorizadas')).not.toBeInTheDocument();
  });

  it('leaves a subscription sent today alone', async () => {
    permission = 'granted';
    installBrowser();
    current = aSubscription('https://push.example/old');
    record({ subscribedAt: Date.now() - DAY_MS, sentAt: Date.now() - 1000 });
    signIn();
    renderSync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews a subscription older than 7 days', async () => {
    permission = 'granted';
    installBrowser();
    const old = aSubscription('https://push.example/old');
    current = old;
    record({ subscribedAt: Date.now() - 8 * DAY_MS, sentAt: Date.now() - 1000 });
    signIn();
    renderSync();

    await waitFor(() => expect(calls('/devicestoken')).toHaveLength(1));
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('asks a browser that blocked push again only after 7 days', async () => {
    permission = 'denied';
    answer = 'denied';
    const notification = installBrowser();
    record({ askedAt: Date.now() - DAY_MS });
    signIn();
    const { unmount } = renderSync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notification.requestPermission).not.toHaveBeenCalled();
    unmount();

    record({ askedAt: Date.now() - 8 * DAY_MS });
    renderSync();
    expect(await screen.findByText('Notificaciones push bloqueadas')).toBeInTheDocument();
  });
});
