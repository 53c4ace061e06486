import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyConversation, SupportConversation } from '@tropero/shared/contracts/support';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_ID } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeApi, signInWithAccount, signOut } from '../../herd/testing/fake-api';
import ContactSupportDialog from './contact-support-dialog';

const NUMBER = '5493515550101';

const linked: SupportConversation = {
  _id: 'eeeeeeeeeeeeeeeeeeeeeeee',
  phoneNumber: NUMBER,
  name: 'Juan',
  state: 'open',
  assigneeId: null,
  assigneeName: null,
  unread: 1,
  customerUnread: 0,
  lastMessageAt: null,
  lastMessageText: null,
  lastChannel: 'app',
  whatsappWindowEndsAt: null,
  userId: USER_ID,
  accountId: null,
  createdAt: '2026-11-27T12:00:00.000Z',
};

function renderDialog(confirmAnswer: { status?: number; body: unknown }) {
  let mine: MyConversation = { conversation: null, messages: [], pendingWhatsapp: NUMBER };
  const api = fakeApi({
    'GET /support/mine': () => ({ body: mine }),
    'GET /support/channels': { body: { whatsappConfigured: true, supportNumber: null } },
    'POST /support/mine/whatsapp/confirm': () => {
      if (confirmAnswer.status === undefined) mine = confirmAnswer.body as MyConversation;
      return confirmAnswer;
    },
    'POST /support/mine/whatsapp': { body: mine },
  });
  renderWithApp(<ContactSupportDialog onClose={() => {}} />);
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  signInWithAccount();
  // The message box grows with its text once fonts load; jsdom has no font loading to tell it.
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterEach(signOut);

describe('Contactar soporte: the WhatsApp code', { timeout: 20_000 }, () => {
  it('asks for the code sent to the number and links it once confirmed', async () => {
    const { api, user } = renderDialog({
      body: { conversation: linked, messages: [], pendingWhatsapp: null },
    });
    expect(
      await screen.findByText(/Te enviamos un código por WhatsApp al \+5493515550101/),
    ).toBeInTheDocument();
    // The number field waits: the number given is being proven.
    expect(screen.queryByLabelText('Tu WhatsApp (opcional)')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Código de WhatsApp');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El código tiene 6 números: revisá el que te llegó.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/support/mine/whatsapp/confirm')).toBe(false);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/support/mine/whatsapp/confirm')?.body).toEqual({
        code: '123456',
      }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Código de WhatsApp')).not.toBeInTheDocument());
  });

  it('says so when he wrote too many messages in a row', async () => {
    fakeApi({
      'GET /support/mine': { body: { conversation: null, messages: [], pendingWhatsapp: null } },
      'GET /support/channels': { body: { whatsappConfigured: false, supportNumber: null } },
      'POST /support/mine/messages': {
        status: 429,
        body: { message: 'too many support messages; try again in a few minutes' },
      },
    });
    renderWithApp(<ContactSupportDialog onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Tu mensaje/), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Enviaste muchos mensajes seguidos. Esperá unos minutos y volvé a escribir.'),
    ).toBeInTheDocument();
    // WhatsApp is off: no number is asked for.
    expect(screen.queryByLabelText('Tu WhatsApp (opcional)')).not.toBeInTheDocument();
  });

  it('says when the code expired', async () => {
    const { user } = renderDialog({
      status: 400,
      body: { message: 'validation failed', errors: { code: 'validation.whatsappCodeExpired' } },
    });
    await user.type(await screen.findByLabelText('Código de WhatsApp'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('El código venció o se agotaron los intentos: pedí otro.'),
    ).toBeInTheDocument();
  });
});
