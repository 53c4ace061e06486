import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { answerJson, signInForFactoryTests } from '../testing/factory-tests';
import { BatchForm } from './batch-form';

signInForFactoryTests();

describe('the batch form', { timeout: 20_000 }, () => {
  it('sends a range as typed and puts the server’s refusal on its field', async () => {
    const sent = answerJson(400, {
      message: 'validation failed',
      errors: { 'identifiers.first': 'validation.rangeStart' },
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
    answerJson(400, {
      message: 'validation failed',
      errors: {
        'identifiers.text.2': 'validation.mac',
        'identifiers.text.3': 'imports.errors.duplicatedMac',
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
