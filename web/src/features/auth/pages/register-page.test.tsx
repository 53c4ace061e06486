import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPendingInvite, storePendingInvite } from '../../../lib/pending-invite';
import { answerFetch } from '../../../test/answer-fetch';
import { renderWithApp } from '../../../test/render';
import { runLoginFlow } from '../login-flow';
import RegisterPage from './register-page';

vi.mock('../login-flow', () => ({ runLoginFlow: vi.fn() }));

const INVITE = {
  settlementId: '111111111111111111111111',
  userId: '222222222222222222222222',
  token: 'secreto-del-enlace',
};

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre'), 'Juana Pérez');
  await user.type(screen.getByLabelText('Email'), 'juana@example.com');
  await user.type(screen.getByLabelText('Nueva contraseña'), 'una clave segura');
  await user.type(screen.getByLabelText('Repetí la contraseña'), 'una clave segura');
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('RegisterPage', () => {
  let fetchMock: ReturnType<typeof answerFetch>;
  beforeEach(() => {
    fetchMock = answerFetch([202, { message: 'check your email to go on' }]);
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.mocked(runLoginFlow).mockReset();
  });

  it('signs up with the pending invitation and its secret, then logs in', async () => {
    storePendingInvite(INVITE);
    vi.mocked(runLoginFlow).mockResolvedValue({ status: 'signedIn' });
    renderWithApp(<RegisterPage />, { path: '/register' });
    await fillAndSubmit();

    await vi.waitFor(() => expect(runLoginFlow).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/users');
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      email: 'juana@example.com',
      invite: INVITE,
    });
    // The secret made the sign-up accept it: nothing is pending any more.
    expect(readPendingInvite()).toBeNull();
  });

  it('says to check the mail when the new credentials do not log in (the email was taken)', async () => {
    vi.mocked(runLoginFlow).mockResolvedValue({ status: 'badCredentials' });
    renderWithApp(<RegisterPage />, { path: '/register' });
    await fillAndSubmit();
    expect(await screen.findByText('Revisá tu correo')).toBeInTheDocument();
    expect(screen.getByText(/Te enviamos un correo a juana@example.com/)).toBeInTheDocument();
  });
});
