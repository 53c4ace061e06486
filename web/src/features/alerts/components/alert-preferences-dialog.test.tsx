import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_TYPES } from '@tropero/shared/alerts';
import { DEFAULT_ALERT_PREFERENCES } from '@tropero/shared/contracts/alerts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_ID } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeApi, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import { AlertPreferencesDialog } from './alert-preferences-dialog';

const PREFERENCES = `/users/${USER_ID}/alert-preferences`;

function renderDialog() {
  const api = fakeApi({
    [`GET ${PREFERENCES}`]: { body: DEFAULT_ALERT_PREFERENCES },
    [`PUT ${PREFERENCES}`]: (call) => ({ body: call.body }),
    [`PUT /users/alertPushNotifications/${USER_ID}`]: { body: {} },
  });
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithApp(<AlertPreferencesDialog opened onClose={onClose} />);
  const puts = () => api.calls.filter((call) => call.method === 'PUT');
  return { api, user, onClose, puts };
}

beforeEach(signInWithAccount);
afterEach(signOut);

describe('alert settings', { timeout: 20_000 }, () => {
  it('saves which types go by push and by email, the digest and the quiet hours', async () => {
    const { user, onClose, puts } = renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Batería baja por Push' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sin señal por Email' }));
    await user.click(screen.getByRole('radio', { name: 'Resumen diario' }));
    await user.click(screen.getByRole('switch', { name: /Horario de silencio/ }));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '23:30' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts()[0]!.body).toEqual({
      channels: {
        push: ALERT_TYPES.filter((type) => type !== 'lowBattery'),
        email: ['outsideFence', 'noSignal', 'heatStress', 'inactivity', 'nightMovement'],
      },
      emailMode: 'digest',
      quietHours: { from: '23:30', to: '06:00' },
    });
  });

  it('refuses a quiet hour that is not HH:MM, sending nothing', async () => {
    const { user, onClose, puts } = renderDialog();
    await user.click(await screen.findByRole('switch', { name: /Horario de silencio/ }));
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ingresá una hora como HH:MM')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('turns push notifications off for the user', async () => {
    const { user, puts } = renderDialog();
    const push = await screen.findByRole('switch', { name: /Notificaciones push/ });
    expect(push).toBeChecked();
    await user.click(push);
    await waitFor(() => expect(puts()[0]!.body).toEqual({ alertPushNotifications: false }));
    await waitFor(() => expect(push).not.toBeChecked());
  });
});
