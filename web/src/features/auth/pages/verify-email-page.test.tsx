import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { clearSession, sessionStore, storeAccessToken, storeUser } from '../../../lib/session';
import { aUser, USER_ID } from '../../../test/fixtures';
import VerifyEmailPage from './verify-email-page';

const renderPage = (at: string) =>
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[at]}>
        <VerifyEmailPage />
      </MemoryRouter>
    </MantineProvider>,
  );

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('VerifyEmailPage', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('verifies on a click (not on opening) and marks the signed-in user verified', async () => {
    storeAccessToken('token');
    storeUser(aUser({ emailVerified: false }));
    const fetchMock = answer(200, { message: 'email verified' });
    renderPage(`/verify-email?id=${USER_ID}&token=secreto`);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar mi email' }));

    expect(await screen.findByText('Email confirmado')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/users/verify-email/${USER_ID}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'secreto' });
    expect(sessionStore.get().user?.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Ir al mapa' })).toHaveAttribute('href', '/dashboard');
  });

  it('says when the link is used or expired, and sends a guest to log in', async () => {
    answer(400, { message: 'verification link is invalid or expired' });
    renderPage(`/verify-email?id=${USER_ID}&token=usado`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar mi email' }));
    expect(await screen.findByText('El enlace no es válido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Ingresar' })).toHaveAttribute('href', '/login');
  });

  it('without the link’s parameters, says to open the mailed link', () => {
    renderPage('/verify-email');
    expect(
      screen.getByText('Para confirmar tu email, abrí el enlace que te enviamos por correo.'),
    ).toBeInTheDocument();
  });
});
