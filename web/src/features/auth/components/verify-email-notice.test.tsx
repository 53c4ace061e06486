import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore, storeAccessToken, storeUser } from '../../../lib/session';
import { answerFetch } from '../../../test/answer-fetch';
import { aUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { VerifyEmailNotice } from './verify-email-notice';

const serverSays = (emailVerified: boolean) => answerFetch([200, aUser({ emailVerified })]);

describe('VerifyEmailNotice', () => {
  beforeEach(() => storeAccessToken('token'));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('asks an unverified user to open the mailed link', async () => {
    storeUser(aUser({ emailVerified: false }));
    serverSays(false);
    renderWithApp(<VerifyEmailNotice />);
    expect(screen.getByText('Confirmá tu email')).toBeInTheDocument();
    expect(screen.getByText(/Abrí el enlace que te enviamos a productor@example.com\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' })).toBeInTheDocument();
  });

  it('goes once the server says the email was verified elsewhere, and remembers it', async () => {
    storeUser(aUser({ emailVerified: false }));
    serverSays(true);
    renderWithApp(<VerifyEmailNotice />);
    await vi.waitFor(() => expect(screen.queryByText('Confirmá tu email')).not.toBeInTheDocument());
    expect(sessionStore.get().user?.emailVerified).toBe(true);
  });

  it('asks nothing of a verified user', () => {
    storeUser(aUser({ emailVerified: true }));
    const fetchMock = serverSays(true);
    renderWithApp(<VerifyEmailNotice />);
    expect(screen.queryByText('Confirmá tu email')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
