import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { LoginOutcome } from '../login-flow';
import { LoginForm } from './login-form';

function setup(outcome: LoginOutcome = { status: 'signedIn' }) {
  const onSubmit = vi.fn().mockResolvedValue(outcome);
  const user = userEvent.setup();
  renderWithApp(<LoginForm onSubmit={onSubmit} />);
  return {
    onSubmit,
    user,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Contraseña'),
    submit: screen.getByRole('button', { name: 'Ingresar' }),
  };
}

describe('LoginForm (spec §5)', () => {
  it('shows the required messages on submit and sends nothing', async () => {
    const { user, submit, onSubmit } = setup();
    await user.click(submit);

    expect(await screen.findByText('El email es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates the email on blur', async () => {
    const { user, email } = setup();
    await user.type(email, 'no-es-un-email');
    await user.tab();

    expect(await screen.findByText('El email no es valido')).toBeInTheDocument();
    expect(screen.queryByText('La contraseña es requerida')).not.toBeInTheDocument();
  });

  it('validates the password on blur', async () => {
    const { user, password } = setup();
    await user.click(password);
    await user.tab();

    expect(await screen.findByText('La contraseña es requerida')).toBeInTheDocument();
  });

  it('sends nothing while the email is invalid', async () => {
    const { user, email, password, submit, onSubmit } = setup();
    await user.type(email, 'productor@');
    await user.type(password, 'secreto123');
    await user.click(submit);

    expect(await screen.findByText('El email no es valido')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends valid credentials, with the email as the shared schema normalises it', async () => {
    const { user, email, password, submit, onSubmit } = setup();
    await user.type(email, ' Productor@Example.com ');
    await user.type(password, 'secreto123');
    await user.click(submit);

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'productor@example.com', password: 'secreto123' }),
    );
  });

  it.each([
    [
      { status: 'badCredentials' } as const,
      [
        'Email o Password incorrectos',
        'Si todavía no confirmaste tu email, te enviamos un enlace nuevo: abrilo y volvé a ingresar.',
      ],
    ],
    [
      { status: 'inactive' } as const,
      ['El usuario no se encuentra habilitado', 'Debe ponerse en contacto con el administrador'],
    ],
    [
      { status: 'failed' } as const,
      ['Parece que hay un problema', 'Pruebe nuevamente mas tarde o contacte a la administración.'],
    ],
  ])('shows the spec text for %j', async (outcome, texts) => {
    const { user, email, password, submit } = setup(outcome);
    await user.type(email, 'productor@example.com');
    await user.type(password, 'secreto123');
    await user.click(submit);

    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
