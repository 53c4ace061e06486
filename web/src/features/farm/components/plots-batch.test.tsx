import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { renderWithApp } from '../../../test/render';
import type { Plot } from '../api/farm-types';
import { PlotsBatch } from './plots-batch';

const plot = (id: string, name: string) =>
  ({ _id: id, name, color: '#e6194b', areaHa: 10, currentCrop: null, settlementId: 's' }) as unknown as Plot;
const plots = [
  plot('a'.repeat(24), 'Potrero Norte'),
  plot('b'.repeat(24), 'Potrero Sur'),
  plot('c'.repeat(24), 'Bajo'),
];

function setup(initialAction?: 'color' | 'crop' | 'delete') {
  const user = userEvent.setup();
  const onSubmit = vi.fn().mockResolvedValue({ updated: 2 });
  renderWithApp(
    <>
      <PlotsBatch
        plots={plots}
        cropTypes={[]}
        initialAction={initialAction}
        offsetMinutes={-180}
        onSubmit={onSubmit}
      />
      <ConfirmHost />
    </>,
  );
  return { user, onSubmit };
}

describe('PlotsBatch (the Plots menu)', () => {
  it('ticks all plots at once, and shows when only some are ticked', async () => {
    const { user } = setup();
    const all = screen.getByRole('checkbox', { name: 'Todos los potreros (3)' });
    expect(screen.getByRole('button', { name: 'Elegí los potreros' })).toBeDisabled();

    await user.click(all);
    expect(screen.getByRole('button', { name: 'Cambiar el color de 3 potreros' })).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /Potrero Sur/ }));
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('button', { name: 'Cambiar el color de 2 potreros' })).toBeEnabled();
  });

  it('changes the colour of the ticked plots after the spec’s "Desea modificar"', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('checkbox', { name: /Potrero Norte/ }));
    await user.click(screen.getByRole('checkbox', { name: /Bajo/ }));
    await user.click(screen.getByRole('radio', { name: 'Color 5 (#42d4f4)' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar el color de 2 potreros' }));

    expect(await screen.findByText('Desea modificar')).toBeInTheDocument();
    expect(screen.getByText('Se cambian 2 potreros: Potrero Norte, Bajo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modificar' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        action: 'color',
        ids: [plots[0]!._id, plots[2]!._id],
        color: '#42d4f4',
      }),
    );
    expect(await screen.findByText('Listo: 2 potreros actualizados.')).toBeInTheDocument();
  });

  it('deletes only after the spec’s "Desea eliminar", saying what goes', async () => {
    const { user, onSubmit } = setup('delete');
    await user.click(screen.getByRole('checkbox', { name: /Potrero Sur/ }));
    await user.click(screen.getByRole('button', { name: 'Eliminar 1 potrero' }));

    expect(await screen.findByText('Desea eliminar')).toBeInTheDocument();
    expect(
      screen.getByText('Se elimina 1 potrero con su historial de cultivos: Potrero Sur.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
