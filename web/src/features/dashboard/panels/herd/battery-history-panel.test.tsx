import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/save-file';
import { aSettlement, SETTLEMENT_ID, signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import BatteryHistoryPanel from './battery-history-panel';
import { renderHerdPanel, textOf } from '../../testing/render-herd-panel';

vi.mock('../../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const HOUR = 3_600_000;
const hour = (back: number) => Math.floor(Date.now() / HOUR) * HOUR - back * HOUR;
const collar = (n: number, battery: number | null) => ({
  deviceId: String(n).repeat(24),
  identifier: `C0:00:0${n}`,
  animalId: `${n}`.repeat(24).replace(/^./, 'a'),
  caravana: `AR-${n}`,
  battery,
  ts: battery === null ? null : hour(1),
});
const collars = [collar(1, 12), collar(2, 55), collar(3, null)];

beforeEach(signInWithAccount);
afterEach(() => {
  signOut();
  vi.mocked(saveFile).mockClear();
});

describe('battery history panel', () => {
  it('draws the lowest collar’s battery, downloads it, and lists the herd’s lowest batteries first', async () => {
    const api = renderHerdPanel(<BatteryHistoryPanel />, {
      answers: {
        [`GET /settlements/${SETTLEMENT_ID}/collar-batteries`]: { body: collars },
        [`GET /devices/${'1'.repeat(24)}/battery`]: {
          body: [
            { ts: hour(3), battery: 30 },
            { ts: hour(2), battery: 12 },
          ],
        },
      },
    });
    const chart = (await screen.findByText('Batería del collar, últimos 7 días (%)')).closest('figure')!;
    expect(
      within(chart).getByText(
        'La batería pasó de 30 % a 12 %; la más baja fue 12 %. Horas por debajo del umbral de 20 %: 1.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(chart).getByRole('button', { name: /^Descargar CSV/ }));
    const [file] = vi.mocked(saveFile).mock.calls[0]!;
    expect(await textOf(file.blob)).toContain('12');
    expect(within(chart).getByRole('button', { name: /^Descargar imagen PNG/ })).toBeEnabled();

    const table = screen.getByRole('table', { name: 'Baterías más bajas del rodeo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'AR-1',
      'AR-2',
      'AR-3',
    ]);
    expect(within(rows[0]!).getByLabelText('Batería baja')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Sin lectura')).toBeInTheDocument();
    expect(
      screen.getByText('1 de 3 collares por debajo de 20 % (última lectura de cada uno).'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/collar-batteries'))).toBe(true);
  });

  it('writes every time at the settlement’s own clock, not the product’s UTC−3', async () => {
    const answers = {
      [`GET /settlements/${SETTLEMENT_ID}/collar-batteries`]: { body: collars },
      [`GET /devices/${'1'.repeat(24)}/battery`]: { body: [{ ts: hour(2), battery: 12 }] },
    };
    renderHerdPanel(<BatteryHistoryPanel />, { settlement: aSettlement({ utcOffsetMinutes: 60 }), answers });
    // What a clock at UTC+1 shows, worked out apart from the formatting under test.
    const at = (ts: number) => new Date(ts + 60 * 60_000).toISOString();
    const [day, time] = [at(hour(2)).slice(0, 10), at(hour(2)).slice(11, 16)];
    const [year, month, date] = day.split('-');

    const chart = (await screen.findByText('Batería del collar, últimos 7 días (%)')).closest('figure')!;
    expect(within(chart).getByRole('slider')).toHaveAttribute(
      'aria-valuetext',
      `${date}/${month}/${year}, ${time} · Batería: 12 %`,
    );
    fireEvent.click(within(chart).getByRole('button', { name: /^Descargar CSV/ }));
    const [file] = vi.mocked(saveFile).mock.calls[0]!;
    expect(await textOf(file.blob)).toContain(`${day} ${time} +01:00`);

    const table = screen.getByRole('table', { name: 'Baterías más bajas del rodeo' });
    const reported = at(hour(1));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      `${reported.slice(8, 10)}/${reported.slice(5, 7)}/${reported.slice(0, 4)}, ${reported.slice(11, 16)}`,
    );
  });

  it('says when no animal has a collar', async () => {
    renderHerdPanel(<BatteryHistoryPanel />, {
      answers: { [`GET /settlements/${SETTLEMENT_ID}/collar-batteries`]: { body: [] } },
    });
    expect(await screen.findByTestId('history-no-collars')).toHaveTextContent(
      'Ningún animal de este establecimiento tiene collar todavía.',
    );
  });

  it('shows the failure with a retry', async () => {
    renderHerdPanel(<BatteryHistoryPanel />, {
      answers: { [`GET /settlements/${SETTLEMENT_ID}/collar-batteries`]: { status: 500, body: {} } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los collares del rodeo',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
