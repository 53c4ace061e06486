import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { Crop, CropType } from '../api/farm-types';
import { CropForm } from './crop-form';

const cropTypes: CropType[] = [
  { _id: 'alfalfa', name: 'Alfalfa', group: 'pastura', available: true },
  { _id: 'megatermicas', name: 'Megatérmicas (otras)', group: 'megatermica', available: false },
  { _id: 'gatton-panic', name: 'Gatton panic', group: 'megatermica', available: true },
];

const withdrawn: Crop = {
  _id: 'c'.repeat(24),
  plotId: 'p'.repeat(24),
  cropTypeId: 'megatermicas',
  cropTypeName: 'Megatérmicas (otras)',
  available: false,
  startDate: '2023-12-01',
  endDate: null,
  quality: null,
};

describe('CropForm', () => {
  it('offers only available crop types, grouped, and sends no empty optional fields', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithApp(
      <CropForm cropTypes={cropTypes} offsetMinutes={-180} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );

    await user.click(screen.getByRole('combobox', { name: /Cultivo/ }));
    // jsdom runs no transitions: the opened list still counts as hidden.
    expect(await screen.findByRole('option', { name: 'Alfalfa', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Megatérmicas')).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: 'Megatérmicas (otras)', hidden: true }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Gatton panic', hidden: true }));
    await user.clear(screen.getByLabelText(/Inicio/));
    await user.type(screen.getByLabelText(/Inicio/), '2025-09-01');
    await user.click(screen.getByRole('button', { name: 'Agregar cultivo' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ cropTypeId: 'gatton-panic', startDate: '2025-09-01' }),
    );
  });

  it('makes a withdrawn crop be changed for an available one, and checks the dates', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithApp(
      <CropForm
        cropTypes={cropTypes}
        offsetMinutes={-180}
        crop={withdrawn}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );

    expect(screen.getByRole('combobox', { name: /Cultivo/ })).toHaveValue('');
    await user.type(screen.getByLabelText(/Fin/), '2023-01-01');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.getByText('La fecha de fin es anterior a la de inicio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
