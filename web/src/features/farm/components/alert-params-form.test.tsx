import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertParamsSchema } from '@tropero/shared/farm';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { renderWithApp } from '../../../test/render';
import { AlertParamsForm } from './alert-params-form';

const initial = alertParamsSchema.parse({});

function setup() {
  const user = userEvent.setup();
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderWithApp(
    <>
      <AlertParamsForm initial={initial} onSubmit={onSubmit} onCancel={vi.fn()} />
      <ConfirmHost />
    </>,
  );
  return { user, onSubmit, save: screen.getByRole('button', { name: 'Guardar cambios' }) };
}

describe('AlertParamsForm', () => {
  it('sends the changed parameters only after the spec’s "Desea modificar"', async () => {
    const { user, onSubmit, save } = setup();
    const battery = screen.getByLabelText(/Batería baja/);
    await user.clear(battery);
    await user.type(battery, '30');
    await user.click(save);

    expect(await screen.findByText('Desea modificar')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...initial, lowBatteryPercent: 30 }));
  });

  it.each(['0', '-5', ''])('refuses %j with the spec’s numeric message, sending nothing', async (typed) => {
    const { user, onSubmit, save } = setup();
    const hours = screen.getByLabelText(/Sin señal después de/);
    await user.clear(hours);
    if (typed) await user.type(hours, typed);
    await user.click(save);

    expect(await screen.findByText('Solo se permiten números mayores a cero')).toBeInTheDocument();
    expect(screen.queryByText('Desea modificar')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the bounds of a threshold that has its own', async () => {
    const { user, save } = setup();
    const ith = screen.getByLabelText(/ITH de alerta/);
    await user.clear(ith);
    await user.type(ith, '30');
    await user.click(save);
    expect(await screen.findByText('Ingresá un valor entre 60 y 100')).toBeInTheDocument();
  });
});
