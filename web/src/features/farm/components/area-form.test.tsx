import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AreaForm } from './area-form';

describe('AreaForm', () => {
  it('names a plot and picks its colour from the palette', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<AreaForm kind="plot" submitLabel="Guardar potrero" onSubmit={onSubmit} />);

    expect(screen.getAllByRole('radio')).toHaveLength(36);
    await user.type(screen.getByLabelText(/Nombre del potrero/), 'Potrero Norte');
    await user.click(screen.getByRole('radio', { name: 'Color 23 (#1e90ff)' }));
    await user.click(screen.getByRole('button', { name: 'Guardar potrero' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Potrero Norte', color: '#1e90ff', active: true }),
    );
  });

  it('names a fence and sets it inactive; nothing is saved while the outline is not right', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderWithApp(
      <AreaForm kind="fence" submitLabel="Guardar cerco" onSubmit={onSubmit} blocked />,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cerco' })).toBeDisabled();

    rerender(<AreaForm kind="fence" submitLabel="Guardar cerco" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Nombre del cerco/), 'Cerco del bajo');
    await user.click(screen.getByRole('switch', { name: /Cerco activo/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar cerco' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Cerco del bajo', active: false }),
      ),
    );
  });
});
