import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import '../../testing/dom-gaps';
import { fakeApi, signInWithAccount, signOut } from '../../testing/fake-api';
import { ClaimDeviceForm } from './claim-device-form';

beforeEach(signInWithAccount);
afterEach(signOut);

async function fill(identifier: string, code: string) {
  const user = userEvent.setup();
  renderWithApp(<ClaimDeviceForm onClose={() => undefined} />);
  await user.type(screen.getByLabelText(/^Identificador/), identifier);
  await user.type(screen.getByLabelText(/^Código de activación/), code);
  await user.click(screen.getByRole('button', { name: 'Activar dispositivo' }));
}

describe('claiming a factory device', { timeout: 20_000 }, () => {
  it('checks the code is six letters or digits before sending it', async () => {
    const api = fakeApi({});
    await fill('A0000001', 'AB-12');
    expect(await screen.findByText('El código tiene 6 letras o números')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's refusal on the code, and shows the ingest key once claimed", async () => {
    const api = fakeApi({
      'POST /devices/claim': ({ body }) =>
        (body as { activationCode: string }).activationCode === 'GOOD23'
          ? { status: 201, body: { _id: 'd1', identifier: 'A0000001', type: 'COLLAR', ingestKey: 'trd_key' } }
          : {
              status: 400,
              body: {
                message: 'validation failed',
                errors: { activationCode: 'validation.activationCodeWrong' },
              },
            },
    });
    await fill('a0000001', 'wrong1');
    expect(
      await screen.findByText(
        'El identificador y el código de activación no coinciden con ningún dispositivo',
      ),
    ).toBeInTheDocument();
    expect(api.calls[0]!.body).toEqual({ identifier: 'a0000001', activationCode: 'WRONG1' });

    const user = userEvent.setup();
    const code = screen.getByLabelText(/^Código de activación/);
    await user.clear(code);
    await user.type(code, 'good23');
    await user.click(screen.getByRole('button', { name: 'Activar dispositivo' }));
    expect(await screen.findByText('El dispositivo A0000001 ya es de tu cuenta')).toBeInTheDocument();
    expect(screen.getByText('trd_key')).toBeInTheDocument();
  });
});
