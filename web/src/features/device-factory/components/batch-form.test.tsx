import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDomainTexts } from '../../../i18n/setup';
import { clearSession, storeAccessToken } from '../../../lib/session';
import { renderWithApp } from '../../../test/render';
import { BatchForm } from './batch-form';

/** POST /device-batches answers `answer`; the bodies sent are kept. */
function stubCreate(answer: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

beforeEach(async () => {
  storeAccessToken('token');
  await loadDomainTexts('device-factory');
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the batch form', { timeout: 20_000 }, () => {
  it('sends a range as typed and puts the server’s refusal on its field', async () => {
    const sent = stubCreate({
      status: 400,
      body: { message: 'validation failed', errors: { 'identifiers.first': 'validation.rangeStart' } },
    });
    const user = userEvent.setup();
    renderWithApp(<BatchForm onCreated={() => undefined} />);
    await user.type(screen.getByLabelText(/^Firmware/), '2.1.0');
    await user.type(screen.getByLabelText(/^Primer identificador/), 'XYZ');
    await user.type(screen.getByLabelText(/^Cantidad/), '1.000');
    await user.click(screen.getByRole('button', { name: 'Crear lote' }));
    expect(await screen.findByText('Hexadecimal, de 4 a 20 caracteres')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      deviceType: 'COLLAR',
      technology: 'LoRaWAN',
      firmware: '2.1.0',
      identifiers: { source: 'range', first: 'XYZ', quantity: '1.000' },
    });
  });

  it('names each wrong line of typed identifiers, counting from 1', async () => {
    stubCreate({
      status: 400,
      body: {
        message: 'validation failed',
        errors: {
          'identifiers.text.2': 'validation.mac',
          'identifiers.text.3': 'imports.errors.duplicatedMac',
        },
      },
    });
    const user = userEvent.setup();
    renderWithApp(<BatchForm onCreated={() => undefined} />);
    await user.type(screen.getByLabelText(/^Firmware/), '2.1.0');
    await user.click(screen.getByText('Escribirlos'));
    await user.type(
      screen.getByLabelText(/^Identificadores, uno por línea/),
      'C1000001{enter}{enter}x!{enter}C1000001',
    );
    await user.click(screen.getByRole('button', { name: 'Crear lote' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('no se creó ningún dispositivo');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.split(':')[0])).toEqual([
      'Línea 3',
      'Línea 4',
    ]);
  });
});
