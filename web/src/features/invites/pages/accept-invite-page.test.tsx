import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeAccessToken, storeUser } from '../../../lib/session';
import { ACCOUNT_ID, aUser } from '../../../test/fixtures';
import { answerFetch } from '../../../test/answer-fetch';
import { renderPublicPage } from '../../../test/render';
import { queryClient } from '../../../config/query-client';
import AcceptInvitePage from './accept-invite-page';

const SETTLEMENT_ID = 'cccccccccccccccccccccccc';
const INVITER_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const path = `/addinvite?settlement=${SETTLEMENT_ID}&user=${INVITER_ID}`;
const PREVIEW = {
  settlementId: SETTLEMENT_ID,
  settlementName: 'La Compartida',
  inviterName: 'Marta Gómez',
  role: 'invite',
};

const renderPage = (at = path) => renderPublicPage(<AcceptInvitePage />, at);

describe('AcceptInvitePage', () => {
  beforeEach(() => {
    storeAccessToken('token');
    storeUser(aUser());
  });
  afterEach(() => {
    clearSession();
    queryClient.clear();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('names the settlement and who invited, never its raw id', async () => {
    const fetchMock = answerFetch([200, PREVIEW]);
    renderPage();

    expect(
      await screen.findByText('Marta Gómez te invitó al establecimiento La Compartida.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SETTLEMENT_ID)).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/users/addinvite/${SETTLEMENT_ID}/${INVITER_ID}`);
  });

  it('says the invitation is not available when it is not his', async () => {
    answerFetch([404, { message: 'invitation not found' }]);
    renderPage();
    expect(await screen.findByText('La invitación no está disponible')).toBeInTheDocument();
  });

  it('sends the link’s secret with the preview and the acceptance', async () => {
    const fetchMock = answerFetch([200, PREVIEW]);
    renderPage(`${path}&token=secreto-del-enlace`);
    await screen.findByText('Marta Gómez te invitó al establecimiento La Compartida.');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('token=secreto-del-enlace');

    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            settlementId: SETTLEMENT_ID,
            accountId: ACCOUNT_ID,
            name: 'La Compartida',
            role: 'invite',
          }),
          { status: 200 },
        ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aceptar' }));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain(`/users/addinvite/${SETTLEMENT_ID}/${INVITER_ID}`);
    expect(JSON.parse(String(put[1]!.body))).toEqual({ token: 'secreto-del-enlace' });
  });

  it('asks to verify the email when the invitation needs it, and sends the link again', async () => {
    const fetchMock = answerFetch([403, { message: 'email not verified' }]);
    renderPage();
    expect(await screen.findByText('Confirmá tu email para aceptarla')).toBeInTheDocument();

    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: 'sent' }), { status: 200 }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' }));
    expect(await screen.findByText('Te enviamos un enlace nuevo. Revisá tu correo.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/users/verify-email');
  });
});
