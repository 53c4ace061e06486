import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { theme } from '../config/theme';
import { notify } from '../lib/notify';
import { NotificationsHost } from './notifications-host';

function Saver() {
  const save = useMutation({ mutationFn: () => api.post('/settlements', { name: 'El Ombú' }) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Guardar
    </button>
  );
}

function renderHost() {
  const queryClient = new QueryClient();
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotificationsHost />
        <Saver />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Lets the lazy toast host and the dynamic import of the toasts settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('toasts (spec §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    const { notifications } = await import('@mantine/notifications');
    act(() => notifications.clean());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('closes an error toast after 5 s', async () => {
    renderHost();
    await act(() => notify('error', 'No se pudo guardar', 'Probá de nuevo'));
    await settle();
    expect(screen.getByText('No se pudo guardar')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(screen.getByText('No se pudo guardar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('No se pudo guardar')).not.toBeInTheDocument();
  });

  it('shows one toast for one failing mutation, even when the same failure is told twice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'boom', interceptor: true, alert: true }), { status: 500 }),
      ),
    );
    renderHost();
    await act(async () => screen.getByRole('button', { name: 'Guardar' }).click());
    await settle();
    // A caller repeating the client's alert adds nothing while it shows.
    await act(() => notify('error', 'No se pudo guardar', 'boom'));
    await settle();

    expect(screen.getAllByText('No se pudo guardar')).toHaveLength(1);
  });
});
