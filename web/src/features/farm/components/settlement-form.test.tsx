import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { renderWithApp } from '../../../test/render';
import { SettlementForm } from './settlement-form';

// The map needs WebGL; the form's own logic does not.
vi.mock('../../../components/map/location-picker', () => ({ default: () => <div>mapa</div> }));

function setup(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  renderWithApp(<SettlementForm onSubmit={onSubmit} />);
  return { user, onSubmit, name: screen.getByLabelText(/Nombre del establecimiento/) };
}

describe('SettlementForm', () => {
  it('starts at La Rioja, UTC−3, with the default alert parameters', async () => {
    const { user, name, onSubmit } = setup();
    expect(screen.getByLabelText('Latitud')).toHaveValue('-29,4131');
    expect(screen.getByLabelText('Longitud')).toHaveValue('-66,8558');
    expect(screen.getByText(/queda en La Rioja/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Huso horario/ })).toHaveValue('UTC−3');

    await user.type(name, 'Estancia El Ombú');
    await user.click(screen.getByRole('button', { name: 'Crear establecimiento' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Estancia El Ombú',
        location: { lat: -29.4131, lng: -66.8558 },
        utcOffsetMinutes: -180,
        herdType: 'beef',
        alertParams: {
          noSignalHours: 2,
          lowBatteryPercent: 20,
          // Empty: the herd type's threshold.
          ithAlert: null,
          ithFormula: 'nrc1971',
          fenceBufferMeters: 10,
          drinkerRadiusMeters: 30,
          fenceFixes: 3,
          ruminationDropMinutes: 30,
          inactivityHours: 6,
          nightFromHour: 22,
          nightToHour: 5,
          nightMovementMeters: 1000,
          herdSeparationMeters: 1500,
          herdSeparationFixes: 3,
        },
      }),
    );
  });

  it('checks the name pattern of spec §5 before sending', async () => {
    const { user, name, onSubmit } = setup();
    await user.type(name, 'El');
    await user.click(screen.getByRole('button', { name: 'Crear establecimiento' }));

    expect(
      await screen.findByText('Usá entre 4 y 50 letras, números, espacios o guiones'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors on their fields', async () => {
    const refused = new ApiError(400, {
      message: 'validation failed',
      errors: { establishmentCode: 'validation.establishmentCode' },
    });
    const { user, name } = setup(vi.fn().mockRejectedValue(refused));
    await user.type(name, 'Estancia El Ombú');
    await user.click(screen.getByRole('button', { name: 'Crear establecimiento' }));

    expect(
      await screen.findByText('Hasta 30 letras, números, puntos, barras, espacios o guiones'),
    ).toBeInTheDocument();
  });
});
