import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { fakeApi, SETTLEMENT_ID, signInWithAccount, signOut } from '../../testing/fake-api';
import type { Gateway } from '../../herd-types';
import { UnknownDevicesDialog } from './unknown-devices-dialog';

const gateway: Gateway = {
  _id: '1'.repeat(24),
  accountId: '2'.repeat(24),
  settlementId: SETTLEMENT_ID,
  identifier: 'AA555A0000000001',
  name: 'Gateway Molino',
  location: null,
};

beforeEach(signInWithAccount);
afterEach(signOut);

describe('the identifiers a gateway hears but the account has not registered', () => {
  it('lists them with their readings and registers one on request', async () => {
    fakeApi({
      [`GET /gateways/${gateway._id}/unknown-devices`]: {
        body: [
          { identifier: 'EE:EE:EE:01', count: 1234, lastSeen: Date.parse('2026-11-20T15:00:00Z') },
          { identifier: 'EE:EE:EE:02', count: 1, lastSeen: Date.parse('2026-11-19T15:00:00Z') },
        ],
      },
    });
    const onRegister = vi.fn();
    renderWithApp(
      <UnknownDevicesDialog gateway={gateway} onClose={() => undefined} onRegister={onRegister} />,
    );

    const table = await screen.findByRole('table', { name: 'Dispositivos desconocidos · Gateway Molino' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('EE:EE:EE:01')).toBeInTheDocument();
    expect(within(first).getByText('1.234')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dar de alta EE:EE:EE:02' }));
    expect(onRegister).toHaveBeenCalledWith('EE:EE:EE:02');
  });

  it('says so when the gateway heard nothing unknown', async () => {
    fakeApi({ [`GET /gateways/${gateway._id}/unknown-devices`]: { body: [] } });
    renderWithApp(<UnknownDevicesDialog gateway={gateway} onClose={() => undefined} onRegister={vi.fn()} />);
    expect(await screen.findByText('Este gateway no escuchó dispositivos desconocidos.')).toBeInTheDocument();
  });
});
