import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/save-file';
import { signInWithAccount, signOut } from '../../../herd/testing/fake-api';
import { textOf } from '../../testing/render-herd-panel';
import { aPlot, renderInWorkspace } from '../../testing/render-workspace';
import {
  aPoint,
  aSettlementIndex,
  INTEGRATION_OFF,
  NDVI,
  PLOT_A,
  PLOT_B,
  SETTLEMENT_INDEX,
} from '../../../green-index/testing/green-index-fixtures';
import NdviHistoryPanel from './ndvi-history-panel';

vi.mock('../../../../lib/save-file', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-26T12:00:00Z') });
  signInWithAccount();
});
afterEach(() => {
  signOut();
  vi.useRealTimers();
  vi.mocked(saveFile).mockClear();
});

/** The panel asks in a chain (the settlement, then the series): more than one answer to wait for. */
const WAIT = { timeout: 20_000 };
const PLOTS = [aPlot(), aPlot({ _id: PLOT_B, name: 'Lote Sur', color: '#ff7f0e' })];

describe('NDVI history panel', { timeout: 60_000 }, () => {
  it('draws each plot’s series with its clear scenes filled, its cloudy ones hollow and its doubtful ones apart, over the range chosen', async () => {
    const api = renderInWorkspace(<NdviHistoryPanel />, {
      plots: PLOTS,
      answers: {
        [SETTLEMENT_INDEX]: { body: aSettlementIndex() },
        [NDVI]: {
          body: [
            {
              plotId: PLOT_A,
              plotName: 'Lote Norte',
              points: [
                aPoint('2026-10-21', 0.48),
                { ...aPoint('2026-10-26', 1.67), doubt: 'outOfRange' as const },
                aPoint('2026-10-31', null, 0.2),
                aPoint('2026-11-10', 0.61),
              ],
            },
            {
              plotId: PLOT_B,
              plotName: 'Lote Sur',
              points: [
                aPoint('2026-10-21', 0.35),
                aPoint('2026-10-31', 0.4, 0.8),
                aPoint('2026-11-10', null, 0.05),
              ],
            },
          ],
        },
      },
    });
    const chart = (await screen.findByText('NDVI medio por potrero (−1 a 1)', {}, WAIT)).closest('figure')!;
    expect(within(chart).getAllByTestId('ndvi-clear')).toHaveLength(4);
    expect(within(chart).getAllByTestId('ndvi-not-clear')).toHaveLength(2);
    expect(within(chart).getAllByTestId('ndvi-doubtful')).toHaveLength(1);
    expect(within(chart).getByText('Dudosa (no se usa)')).toBeInTheDocument();
    expect(within(chart).getByText('Lote Norte')).toBeInTheDocument();
    expect(within(chart).getByText('Lote Sur')).toBeInTheDocument();
    expect(within(chart).getByText('Sin vista despejada (nubes)')).toBeInTheDocument();

    // The newest scene told with every plot's figure, the cloudy one said to be so.
    const plot = within(chart).getByRole('slider');
    fireEvent.keyDown(plot, { key: 'End' });
    expect(plot.getAttribute('aria-valuetext')).toBe(
      '10/11/2026 · Lote Norte: 0,61 (97 % válido); Lote Sur: sin vista despejada (5 % válido)',
    );
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(within(chart).getByRole('tooltip')).toHaveTextContent(
      'Lote Norte: sin vista despejada (20 % válido)',
    );
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(within(chart).getByRole('tooltip')).toHaveTextContent(
      'Lote Norte: dudosa: 1,67 (NDVI fuera de −1 a 1)',
    );

    fireEvent.click(within(chart).getByRole('button', { name: /^Descargar CSV/ }));
    const [file] = vi.mocked(saveFile).mock.calls[0]!;
    const csv = await textOf(file.blob);
    expect(csv).toContain('2026-10-31,Lote Norte,no,,20,,,,');
    expect(csv).toContain('2026-10-26,Lote Norte,sí,NDVI fuera de −1 a 1,97,1.67,');
    expect(csv).toContain('2026-11-10,Lote Norte,sí,,97,0.61,0.62,0.51,0.69');

    const asked = () => api.calls.filter((call) => call.path.endsWith('/ndvi')).map((call) => call.query);
    expect(asked()[0]!.get('plotIds')).toBe(`${PLOT_A},${PLOT_B}`);
    expect(asked()[0]!.get('fromDate')).toBe('2026-05-27');
    expect(asked()[0]!.get('toDate')).toBe('2026-11-26');
    fireEvent.click(screen.getByRole('radio', { name: '12 meses' }));
    await screen.findByText('NDVI medio por potrero (−1 a 1)');
    expect(asked().at(-1)!.get('fromDate')).toBe('2025-11-27');
  });

  it('offers the integration instead of the chart when the account lacks it', async () => {
    renderInWorkspace(<NdviHistoryPanel />, {
      plots: PLOTS,
      answers: { [SETTLEMENT_INDEX]: INTEGRATION_OFF },
    });
    expect(await screen.findByTestId('green-index-off', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('ndvi-chart')).not.toBeInTheDocument();
  });
});
