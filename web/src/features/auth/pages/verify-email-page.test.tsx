import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore, storeAccessToken, storeUser } from '../../../lib/session';
import { aUser, USER_ID } from '../../../test/fixtures';
import { answerFetch } from '../../../test/answer-fetch';
import { renderPublicPage } from '../../../test/render';
import VerifyEmailPage from './verify-email-page';

const renderPage = (at: string) => renderPublicPage(<VerifyEmailPage />, at);

describe('VerifyEmailPage', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('verifies on a click (not on opening) and marks the signed-in user verified', async () => {
    storeAccessToken('token');
    storeUser(aUser({ emailVerified: false }));
    const fetchMock = answerFetch([200, { message: 'email verified' }]);
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
    answerFetch([400, { message: 'verification link is invalid or expired' }]);
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
