import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { renderWithApp } from '../../../test/render';
import { InviteForm } from './invite-form';
import { SharedUsersList } from './shared-users-list';

describe('InviteForm', () => {
  it('invites an email with the chosen role and says so', async () => {
    const user = userEvent.setup();
    const onInvite = vi.fn().mockResolvedValue({});
    renderWithApp(<InviteForm onInvite={onInvite} />);

    await user.type(screen.getByLabelText('Email de la persona'), 'Vecina@Campo.com.ar');
    await user.click(screen.getByText('Administrar'));
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

    await waitFor(() =>
      expect(onInvite).toHaveBeenCalledWith({ email: 'vecina@campo.com.ar', role: 'admin' }),
    );
    expect(await screen.findByText('Enviamos la invitación a vecina@campo.com.ar.')).toBeInTheDocument();
  });

  it('validates the email and says when the person already has access', async () => {
    const user = userEvent.setup();
    const onInvite = vi.fn().mockRejectedValue(new ApiError(409, { message: 'conflict' }));
    renderWithApp(<InviteForm onInvite={onInvite} />);
    const email = screen.getByLabelText('Email de la persona');

    await user.type(email, 'vecina@campo');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('El email no es valido')).toBeInTheDocument();
    expect(onInvite).not.toHaveBeenCalled();

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(
      await screen.findByText('Esa persona ya tiene acceso a este establecimiento.'),
    ).toBeInTheDocument();
  });
});

describe('SharedUsersList', () => {
  const users = [
    {
      _id: 'u1',
      inviteId: null,
      email: 'capataz@campo.com',
      name: 'Capataz',
      role: 'admin' as const,
      status: 'active' as const,
    },
    {
      _id: null,
      inviteId: 'cccccccccccccccccccccccc',
      email: 'asesor@campo.com',
      name: null,
      role: 'invite' as const,
      status: 'pending' as const,
    },
  ];

  it('shows who has access and the pending invitations; access is taken back, invitations withdrawn', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithApp(<SharedUsersList users={users} onRemove={onRemove} />);

    const [active, pending] = screen.getAllByRole('listitem');
    expect(within(active!).getByText('Capataz')).toBeInTheDocument();
    expect(within(active!).getByText('Con acceso')).toBeInTheDocument();
    expect(within(pending!).getByText('asesor@campo.com')).toBeInTheDocument();
    expect(within(pending!).getByText('Invitación pendiente')).toBeInTheDocument();

    await user.click(within(active!).getByRole('button', { name: 'Quitar el acceso a Capataz' }));
    expect(onRemove).toHaveBeenLastCalledWith(users[0]);
    await user.click(
      within(pending!).getByRole('button', { name: 'Retirar la invitación a asesor@campo.com' }),
    );
    expect(onRemove).toHaveBeenLastCalledWith(users[1]);
  });

  it('says when nobody else has access', () => {
    renderWithApp(<SharedUsersList users={[]} />);
    expect(screen.getByText('Todavía no lo compartiste con nadie.')).toBeInTheDocument();
  });
});
