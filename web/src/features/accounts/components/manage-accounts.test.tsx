import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { selectAccount } from '../../../lib/account-selection';
import { clearSession, storeAccessToken, storeUser } from '../../../lib/session';
import { ACCOUNT_ID, USER_ID, aUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ManageAccounts } from './manage-accounts';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const OTHER_ACCOUNT = 'cccccccccccccccccccccccc';
const MEMBER_ID = 'dddddddddddddddddddddddd';
const account = (id: string, name: string, ownerId: string) => ({
  _id: id,
  name,
  accountType: 'FREE',
  ownerId,
  active: true,
  satelliteIntegration: false,
});
const ACCOUNTS = [
  account(ACCOUNT_ID, 'Estancia Propia', USER_ID),
  account(OTHER_ACCOUNT, 'Campo del Vecino', MEMBER_ID),
];
const MEMBERS = [
  { userId: USER_ID, name: 'Productor Uno', email: 'productor@example.com', role: 'owner', active: true },
  { userId: MEMBER_ID, name: 'Peón Dos', email: 'peon@example.com', role: 'invite', active: true },
];

type Handler = (url: string, init?: RequestInit) => unknown;

/** A server answering by path; POST /invitations with a member's email answers a field error. */
function serve(extra: Handler = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const custom = extra(url, init);
    if (custom instanceof Response) return custom;
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url.includes('/members')) return json(MEMBERS);
    if (url.includes('/invitations') && init?.method === 'POST') {
      const { email, role } = JSON.parse(String(init.body));
      if (email === 'miembro@example.com') {
        return json({ message: 'member', errors: { email: 'validation.alreadyMember' } }, 409);
      }
      return json({ message: 'invitation sent', email, role, status: 'pending' }, 202);
    }
    if (url.includes('/invitations')) return json([]);
    if (url.includes(`/userAccount/${USER_ID}`)) return json(ACCOUNTS);
    return json({ message: 'ok' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () =>
  renderWithApp(
    <>
      <ManageAccounts />
      <ConfirmHost />
    </>,
  );

describe('ManageAccounts', () => {
  beforeEach(() => {
    storeAccessToken('token');
    storeUser(aUser());
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('the owner of the account in use sees its members and invites by email, with the server’s field error', async () => {
    selectAccount(USER_ID, { id: ACCOUNT_ID, accountType: 'FREE' });
    const fetchMock = serve();
    render();
    const members = await screen.findByRole('list', { name: 'Miembros y roles' });
    expect(within(members).getByText('Peón Dos')).toBeInTheDocument();
    expect(within(members).getByText('Dueño')).toBeInTheDocument();

    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'miembro@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Ya es miembro de la cuenta')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'Nuevo@Example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada a nuevo@example.com')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(String(posts.at(-1)![0])).toContain(`/userAccount/${ACCOUNT_ID}/invitations`);
    expect(JSON.parse(String(posts.at(-1)![1]!.body))).toEqual({
      email: 'nuevo@example.com',
      role: 'invite',
    });
  });

  it('a member sees his accounts, switches to his own, and leaves one he does not own after confirming', async () => {
    selectAccount(USER_ID, { id: OTHER_ACCOUNT, accountType: 'FREE' });
    const fetchMock = serve();
    render();
    const mine = await screen.findByRole('list', { name: 'Tus cuentas' });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(2);
    // Not the owner of the account in use: no members to manage.
    expect(screen.queryByRole('list', { name: 'Miembros y roles' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Salir de la cuenta Estancia Propia' }),
    ).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Usar esta cuenta' }));
    expect(await screen.findByRole('list', { name: 'Miembros y roles' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salir de la cuenta Campo del Vecino' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'POST' && String(url).includes(`/userAccount/${OTHER_ACCOUNT}/leave`),
        ),
      ).toBe(true),
    );
  });
});
