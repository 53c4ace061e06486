import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../config/query-client';
import { clearSession } from '../../../lib/session';
import { ACCOUNT_ID } from '../../../test/fixtures';
import { answerFetch } from '../../../test/answer-fetch';
import { renderPublicPage } from '../../../test/render';
import AccountInvitePage from './account-invite-page';

const INVITATION_ID = 'dddddddddddddddddddddddd';
const path = `/account-invite?invitation=${INVITATION_ID}&token=secreto`;

const renderPage = (at = path) => renderPublicPage(<AccountInvitePage />, at);

const INVITATION = {
  accountId: ACCOUNT_ID,
  accountName: 'Estancia Norte',
  inviterName: 'Marta Gómez',
  role: 'admin',
};

describe('AccountInvitePage', () => {
  afterEach(() => {
    clearSession();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('names the invitation from the link, and declines it with the link’s secret', async () => {
    const fetchMock = answerFetch((init) =>
      init?.method === 'PUT' ? [200, { accountId: ACCOUNT_ID, answer: 'decline' }] : [200, INVITATION],
    );
    renderPage();

    expect(await screen.findByText('Marta Gómez te invita a la cuenta Estancia Norte.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      `/accountInvitations/${INVITATION_ID}/link?token=secreto`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechazar' }));

    expect(await screen.findByText('Invitación rechazada')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain(`/accountInvitations/${INVITATION_ID}/link`);
    expect(JSON.parse(String(put[1]!.body))).toEqual({ answer: 'decline', token: 'secreto' });
  });

  it('accepts, then sends a guest to log in', async () => {
    answerFetch((init) =>
      init?.method === 'PUT' ? [200, { accountId: ACCOUNT_ID, answer: 'accept' }] : [200, INVITATION],
    );
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Invitación aceptada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
  });

  it('says the invitation is gone when the link no longer opens it', async () => {
    answerFetch(() => [404, { message: 'invitation not found' }]);
    renderPage();
    expect(await screen.findByText('La invitación no está disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  });

  it('a link without its secret opens nothing', () => {
    const fetchMock = answerFetch(() => [200, INVITATION]);
    renderPage(`/account-invite?invitation=${INVITATION_ID}`);
    expect(screen.getByText('La invitación no está disponible')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
