import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Batch } from '@tropero/shared/contracts/device-factory';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { answerJson, signInForFactoryTests } from '../testing/factory-tests';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';

const batch: Batch = {
  _id: 'b1',
  deviceType: 'COLLAR',
  technology: 'LoRaWAN',
  firmware: '2.1.0',
  quantity: 3,
  activated: 1,
  state: 'IN_STOCK',
  accountId: null,
  accountName: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  shippedAt: null,
};

signInForFactoryTests();

describe('regenerating codes', { timeout: 20_000 }, () => {
  it('asks for one device by its identifier and shows its new code once, with its files', async () => {
    const sent = answerJson(200, {
      batchId: 'b1',
      devices: [{ identifier: 'A0000001', activationCode: 'NEW234' }],
    });
    const user = userEvent.setup();
    renderWithApp(<RegenerateCodesDialog batch={batch} onClose={() => undefined} />);
    await user.type(screen.getByLabelText(/^Identificador del dispositivo/), 'a0000001');
    await user.click(screen.getByRole('button', { name: 'Regenerar' }));
    expect(await screen.findByText('Se generó un código nuevo.')).toBeInTheDocument();
    expect(sent).toEqual([{ identifiers: ['A0000001'] }]);
    expect(screen.getByText('Los códigos se muestran solo esta vez')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Etiquetas (PDF)' })).toBeInTheDocument();
  });
});
