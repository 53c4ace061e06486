import { screen } from '@testing-library/react';
import type { OperationReport } from '@tropero/shared/contracts/reports';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { OperationCharts } from './operation-charts';

/** A report of `count` buckets from 2026-03-01 at 03:00 UTC (Argentine midnight). */
function reportOf(frequency: 'hour' | 'day', count: number): OperationReport {
  const size = frequency === 'hour' ? 3_600_000 : 86_400_000;
  const start = Date.parse('2026-03-01T03:00:00Z');
  return {
    frequency,
    scopeLabel: 'Estancia Norte · Cuenta',
    devices: 10,
    buckets: Array.from({ length: count }, (_, i) => ({
      start: new Date(start + i * size).toISOString(),
      devicesReporting: 8,
      devicesSilent: 2,
      readings: 100 + i,
      activeUsers: 1,
      alerts: i % 2,
    })),
  };
}

describe('the operation charts', () => {
  it('draws a week of days as bars, labelled by Argentine day', () => {
    renderWithApp(<OperationCharts report={reportOf('day', 7)} />);
    expect(screen.getAllByTestId('bar-chart')).toHaveLength(4);
    expect(screen.queryByTestId('line-chart')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^0?1\/0?3$/).length).toBeGreaterThan(0);
    expect(screen.getByText('Dispositivos reportando y sin reportar')).toBeInTheDocument();
  });

  it('draws a week of hours as lines: too many bars for the width', () => {
    renderWithApp(<OperationCharts report={reportOf('hour', 168)} />);
    expect(screen.getAllByTestId('line-chart')).toHaveLength(4);
    expect(screen.queryByTestId('bar-chart')).not.toBeInTheDocument();
  });
});
