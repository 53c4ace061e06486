import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithApp } from '../../test/render';
import { ConfirmHost } from '../confirm-host';
import { RequestFailure } from '../request-failure';
import { useFormSubmit } from './use-form-submit';

function NameForm({
  send,
  confirmEdit,
}: {
  send: (values: { name: string }) => Promise<unknown>;
  confirmEdit?: boolean;
}) {
  const form = useForm<{ name: string }>({ defaultValues: { name: 'Rodeo Cría' } });
  const { submit, failure } = useFormSubmit(form, send, { confirmEdit });
  return (
    <form onSubmit={submit} noValidate>
      <input aria-label="Nombre" {...form.register('name')} />
      {form.formState.errors.name && <p>{form.formState.errors.name.message}</p>}
      <RequestFailure error={failure} />
      <button type="submit">Guardar</button>
    </form>
  );
}

function setup(send: (values: { name: string }) => Promise<unknown>, confirmEdit?: boolean) {
  const user = userEvent.setup();
  renderWithApp(
    <>
      <NameForm send={send} confirmEdit={confirmEdit} />
      <ConfirmHost />
    </>,
  );
  return { user, save: screen.getByRole('button', { name: 'Guardar' }) };
}

describe('useFormSubmit', () => {
  it('puts the server’s field errors on the fields', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError(400, { message: 'x', errors: { name: 'validation.name' } }));
    const { user, save } = setup(send);
    await user.click(save);
    // The key lands on the field; the form translates it where it shows it.
    expect(await screen.findByText('validation.name')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other failure on the form as a whole', async () => {
    const { user, save } = setup(vi.fn().mockRejectedValue(new ApiError(500, { message: 'boom' })));
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error');
  });

  it('sends an edit only once "Desea modificar" is confirmed', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { user, save } = setup(send, true);
    await user.click(save);
    expect(await screen.findByText('Desea modificar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(send).not.toHaveBeenCalled();

    await user.click(save);
    await user.click(await screen.findByRole('button', { name: 'Modificar' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Rodeo Cría' }));
  });
});
