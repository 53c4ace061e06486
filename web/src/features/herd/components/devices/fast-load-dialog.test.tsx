import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import '../../testing/dom-gaps';
import { aSettlement, fakeApi, SETTLEMENT_ID, signInWithAccount, signOut } from '../../testing/fake-api';
import { FastLoadForm } from './fast-load-dialog';

beforeEach(signInWithAccount);
afterEach(signOut);

function setup() {
  const user = userEvent.setup();
  renderWithApp(
    <FastLoadForm
      onClose={() => undefined}
      settlements={[aSettlement()]}
      defaultSettlementId={SETTLEMENT_ID}
    />,
  );
  return { user, lines: screen.getByLabelText(/^Identificadores/, { selector: 'textarea' }) };
}

describe('fast device loading', { timeout: 20_000 }, () => {
  it('names each refused line, with its number, what it said and why, and creates nothing', async () => {
    const api = fakeApi({
      'POST /devices/bulk': {
        status: 422,
        body: {
          message: 'some lines are wrong; no device was created',
          details: [
            { line: 4, identifier: 'AA:01', error: 'duplicatedMac' },
            { line: 2, identifier: 'ZZ', error: 'macRegex' },
            { line: 3, identifier: 'BB:02', error: 'macInUse' },
          ],
        },
      },
    });
    const { user, lines } = setup();
    await user.click(lines);
    await user.paste('AA:01\nZZ\nBB:02\nAA:01');
    expect(screen.getByText('4 identificadores')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear 4 dispositivos' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('3 líneas con error');
    expect(alert).toHaveTextContent('No se creó ningún dispositivo');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Línea 2 · ZZ: El identificador no es válido (de 4 a 20 letras, números o dos puntos)',
      'Línea 3 · BB:02: El identificador ya está en uso',
      'Línea 4 · AA:01: El identificador está repetido',
    ]);
    expect(api.calls[0]!.body).toMatchObject({
      identifiers: 'AA:01\nZZ\nBB:02\nAA:01',
      type: 'COLLAR',
      settlementId: SETTLEMENT_ID,
    });
  });

  it('shows the keys of the devices created, once', async () => {
    fakeApi({
      'POST /devices/bulk': {
        status: 201,
        body: {
          created: 2,
          devices: [
            { _id: 'f1', identifier: 'AA:01', ingestKey: 'key-one' },
            { _id: 'f2', identifier: 'AA:02', ingestKey: 'key-two' },
          ],
        },
      },
    });
    const { user, lines } = setup();
    await user.click(lines);
    await user.paste('AA:01\nAA:02');
    await user.click(screen.getByRole('button', { name: 'Crear 2 dispositivos' }));

    expect(await screen.findByText('Se crearon 2 dispositivos')).toBeInTheDocument();
    expect(screen.getByText('key-one')).toBeInTheDocument();
    expect(screen.getByText('key-two')).toBeInTheDocument();
    expect(screen.getByText(/se muestran una sola vez/)).toBeInTheDocument();
  });

  it('asks for at least one line before sending anything', async () => {
    const api = fakeApi({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Crear 0 dispositivos' }));
    await waitFor(() => expect(screen.getByText('Ingresá al menos un identificador')).toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });
});
