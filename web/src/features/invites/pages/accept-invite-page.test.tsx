import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeAccessToken, storeUser } from '../../../lib/session';
import { aUser } from '../../../test/fixtures';
import { queryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import AcceptInvitePage from './accept-invite-page';

const SETTLEMENT_ID = 'cccccccccccccccccccccccc';
const INVITER_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const path = `/addinvite?settlement=${SETTLEMENT_ID}&user=${INVITER_ID}`;

/** A public page: no query provider around it, as in the app. */
const renderPage = () =>
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <AcceptInvitePage />
      </MemoryRouter>
    </MantineProvider>,
  );

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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
    const fetchMock = answer(200, {
      settlementId: SETTLEMENT_ID,
      settlementName: 'La Compartida',
      inviterName: 'Marta Gómez',
      role: 'invite',
    });
    renderPage();

    expect(
      await screen.findByText('Marta Gómez te invitó al establecimiento La Compartida.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SETTLEMENT_ID)).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/users/addinvite/${SETTLEMENT_ID}/${INVITER_ID}`);
  });

  it('says the invitation is not available when it is not his', async () => {
    answer(404, { message: 'invitation not found' });
    renderPage();
    expect(await screen.findByText('La invitación no está disponible')).toBeInTheDocument();
  });
});
