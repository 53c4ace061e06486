import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeAccessToken, storeUser } from '../../../lib/session';
import { ACCOUNT_ID, aUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { MembershipInvitations } from './membership-invitations';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const INVITATION = {
  _id: 'dddddddddddddddddddddddd',
  accountId: ACCOUNT_ID,
  accountName: 'Estancia Norte',
  inviterName: 'Marta Gómez',
  role: 'invite',
  createdAt: '2026-11-24T12:00:00.000Z',
};

describe('MembershipInvitations', () => {
  beforeEach(() => {
    storeAccessToken('token');
    storeUser(aUser());
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows each invitation waiting for him; accepting sends the answer and reads the list again', async () => {
    let waiting = [INVITATION];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        waiting = [];
        return new Response(JSON.stringify({ accountId: ACCOUNT_ID, answer: 'accept' }), { status: 200 });
      }
      const body = String(input).includes('/accountInvitations') ? waiting : [];
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<MembershipInvitations />);

    expect(await screen.findByRole('region', { name: 'Tenés una invitación pendiente' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Marta Gómez te invita a la cuenta Estancia Norte para ver sus datos. Tus cuentas no cambian hasta que aceptes.',
      ),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Aceptar la invitación a Estancia Norte' }));

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain(`/accountInvitations/${INVITATION._id}`);
    expect(JSON.parse(String(put[1]!.body))).toEqual({ answer: 'accept' });
    await vi.waitFor(() =>
      expect(screen.queryByText('Tenés una invitación pendiente')).not.toBeInTheDocument(),
    );
  });

  it('shows nothing when no invitation waits', async () => {
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<MembershipInvitations />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: /invitaci/ })).not.toBeInTheDocument();
  });
});
