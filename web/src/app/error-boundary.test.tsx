import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ErrorBoundary } from './error-boundary';
import { reloadApp } from './reload-app';

function Broken(): never {
  throw new Error('boom');
}

describe('fallback error screen (spec §2)', () => {
  it('replaces a crashed screen with the spec texts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Ups!! Ha ocurrido un error...')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Recargue la página e intente nuevamente, si el inconveniente persiste contáctese con soporte.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
  });

  it('"Recargar la página" clears caches and storage, updates the service worker and reloads', async () => {
    const deleteCache = vi.fn().mockResolvedValue(true);
    vi.stubGlobal('caches', { keys: vi.fn().mockResolvedValue(['workbox-precache']), delete: deleteCache });
    const update = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: vi.fn().mockResolvedValue([{ update }]) },
    });
    localStorage.setItem('customer', '{}');
    const reload = vi.fn();

    await reloadApp(reload);

    expect(deleteCache).toHaveBeenCalledWith('workbox-precache');
    expect(localStorage.length).toBe(0);
    expect(update).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
