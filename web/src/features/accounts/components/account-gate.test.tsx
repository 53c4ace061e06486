import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAccount, selectionStore } from '../../../lib/account-selection';
import { notify } from '../../../lib/notify';
import { clearSession, storeAccessToken, storeUser } from '../../../lib/session';
import { ACCOUNT_ID, aUser, USER_ID } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { AccountGate } from './account-gate';
import { AccountsSync } from './accounts-sync';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const account = { _id: ACCOUNT_ID, name: 'Campo Sur', accountType: 'FULL', active: true };

function renderPage() {
  renderWithApp(
    <>
      <AccountsSync />
      <AccountGate>
        <p>La página</p>
      </AccountGate>
    </>,
  );
}

describe('accounts that fail to load (spec §8)', () => {
  beforeEach(() => {
    storeAccessToken('token');
    storeUser(aUser());
    selectAccount(USER_ID, { id: ACCOUNT_ID, accountType: 'FULL' });
  });
  afterEach(() => {
    clearSession();
    selectionStore.set(null);
    vi.unstubAllGlobals();
  });

  it('give the generic warning once, with a retry that brings the page', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? new Response(JSON.stringify({ message: 'boom' }), { status: 500 })
          : new Response(JSON.stringify([account]), { status: 200 }),
      ),
    );
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus cuentas');
    expect(screen.getAllByText('No pudimos cargar tus cuentas')).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('La página')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
