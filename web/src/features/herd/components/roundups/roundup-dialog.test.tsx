import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../../components/confirm-host';
import { renderWithApp } from '../../../../test/render';
import { fakeApi, ROUNDUP_ID, SETTLEMENT_ID, signInWithAccount, signOut } from '../../testing/fake-api';
import '../../testing/dom-gaps';
import { RoundupDialog } from './roundup-dialog';

const saved = { _id: ROUNDUP_ID, settlementId: SETTLEMENT_ID, name: 'Vaquillonas', animalCount: 0 };

function setup(editing: Parameters<typeof RoundupDialog>[0]['editing']) {
  const api = fakeApi({
    'POST /roundups': { status: 201, body: saved },
    [`PUT /roundups/${ROUNDUP_ID}`]: { body: saved },
    'GET /roundups': { body: [saved] },
  });
  const onClose = vi.fn();
  renderWithApp(
    <>
      <RoundupDialog editing={editing} settlementId={SETTLEMENT_ID} onClose={onClose} />
      <ConfirmHost />
    </>,
  );
  return { api, onClose, user: userEvent.setup() };
}

beforeEach(signInWithAccount);
afterEach(signOut);

describe('RoundupDialog', { timeout: 20_000 }, () => {
  it('creates a roundup at once: a new one asks no "modify" confirmation', async () => {
    const { api, onClose, user } = setup('new');
    await user.type(await screen.findByLabelText(/^Nombre/, { selector: 'input' }), 'Vaquillonas');
    await user.click(screen.getByRole('button', { name: 'Crear rodeo' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText('Desea modificar')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Vaquillonas',
      settlementId: SETTLEMENT_ID,
    });
  });

  it('asks before renaming an existing roundup', async () => {
    const { api, user } = setup({ ...saved, name: 'Vacas' });
    const name = await screen.findByLabelText(/^Nombre/, { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Vaquillonas');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Desea modificar')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
