import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertParamsSchema } from '@tropero/shared/farm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../../components/confirm-host';
import { aSettlement, SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { renderInWorkspace } from '../../testing/render-workspace';
import { SettlementAlertsPanel } from './settlement-alerts-panel';

const defaults = alertParamsSchema.parse({});

function setup() {
  const user = userEvent.setup();
  const onDone = vi.fn();
  const api = renderInWorkspace(
    <>
      <SettlementAlertsPanel onDone={onDone} />
      <ConfirmHost />
    </>,
    { answers: { [`PUT /settlements/${SETTLEMENT_ID}`]: { body: aSettlement() } } },
  );
  return { api, user, onDone };
}

const group = (name: string) => screen.getByRole('group', { name });

beforeEach(signInWithAccount);
afterEach(signOut);

describe('settlement alert parameters', { timeout: 20_000 }, () => {
  it('groups the new rules’ parameters and saves them with the rest', async () => {
    const { api, user, onDone } = setup();
    const night = within(group('Movimiento nocturno (riesgo de robo)'));
    const from = night.getByLabelText(/Noche desde/);
    expect(from).toHaveValue('22');
    await user.clear(from);
    await user.type(from, '21');
    const separation = within(group('Separado del rodeo'));
    const fixes = separation.getByLabelText(/Posiciones seguidas/);
    await user.clear(fixes);
    await user.type(fixes, '5');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await user.click(await screen.findByRole('button', { name: 'Modificar' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      alertParams: { ...defaults, nightFromHour: 21, herdSeparationFixes: 5 },
    });
  });

  it.each([
    ['Fuera del cerco', /Posiciones seguidas/, '25', 'Ingresá un valor entre 1 y 20'],
    ['Caída de rumia', /Caída de rumia/, '5', 'Ingresá un valor entre 10 y 300'],
    ['Inactividad (animal caído)', /Sin moverse durante/, '49', 'Ingresá un valor entre 1 y 48'],
    ['Movimiento nocturno (riesgo de robo)', /Noche hasta/, '24', 'Ingresá un valor entre 0 y 23'],
    ['Separado del rodeo', /Distancia al rodeo/, '20', 'Ingresá un valor entre 50 y 20000'],
  ])('%s: refuses %s out of its bounds, sending nothing', async (legend, label, typed, message) => {
    const { api, user } = setup();
    const field = within(group(legend)).getByLabelText(label);
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(group(legend)).findByText(message)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
