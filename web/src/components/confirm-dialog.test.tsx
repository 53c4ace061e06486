import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { confirmAction } from './confirm-action';
import { ConfirmHost } from './confirm-host';

describe('confirmation dialog (spec §8)', () => {
  it.each([
    ['leave', 'Está seguro de salir?', 'Se perderán los datos ingresados', 'Salir'],
    ['delete', 'Desea eliminar', 'Los datos eliminados no se podrán recuperar.', 'Eliminar'],
    ['update', 'Desea modificar', 'Los cambios se van a guardar.', 'Modificar'],
  ] as const)(
    'asks "%s" with the spec texts and resolves with the answer',
    async (kind, title, message, confirm) => {
      const user = userEvent.setup();
      renderWithApp(<ConfirmHost />);

      const answer = confirmAction(kind);
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: confirm }));

      await expect(answer).resolves.toBe(true);
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    },
  );

  it('resolves false when cancelled', async () => {
    const user = userEvent.setup();
    renderWithApp(<ConfirmHost />);

    const answer = confirmAction('deleteResource', 'Se eliminan también sus 3 potreros.');
    expect(await screen.findByText('Se eliminan también sus 3 potreros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await expect(answer).resolves.toBe(false);
  });
});
