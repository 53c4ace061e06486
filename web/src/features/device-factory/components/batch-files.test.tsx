import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { signInForFactoryTests } from '../testing/factory-tests';
import { BatchFiles } from './batch-files';

/** Every request the files make, answered with a small file. */
function stubFiles() {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body && JSON.parse(String(init.body)),
      });
      return new Response('identifier\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="d.csv"' },
      });
    }),
  );
  return sent;
}

signInForFactoryTests();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
});

describe('the batch files', { timeout: 20_000 }, () => {
  it('with the codes just shown: says it is the only time, and sends the codes for the files', async () => {
    const sent = stubFiles();
    const codes = [{ identifier: 'A0000000', activationCode: 'ABC234' }];
    renderWithApp(<BatchFiles batchId="b1" codes={codes} />);
    expect(screen.getByText('Los códigos se muestran solo esta vez')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Códigos (CSV)' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', body: { devices: codes } });
    expect(sent[0]!.url).toContain('/device-batches/b1/devices.csv');
  });

  it('later: no note, and the files are asked for without codes', async () => {
    const sent = stubFiles();
    renderWithApp(<BatchFiles batchId="b1" />);
    expect(screen.queryByText('Los códigos se muestran solo esta vez')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Etiquetas sin códigos (PDF)' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'GET', body: undefined });
  });
});
