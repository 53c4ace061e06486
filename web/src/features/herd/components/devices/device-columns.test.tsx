import { screen } from '@testing-library/react';
import { alertParamsSchema } from '@tropero/shared/farm';
import type { Device } from '@tropero/shared/herd';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/setup';
import { renderWithApp } from '../../../../test/render';
import { deviceColumns } from './device-columns';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const aCollar = (changes: Partial<Device>): Device => ({
  _id: '1'.repeat(24),
  type: 'COLLAR',
  identifierType: 'MAC',
  identifier: 'AA:BB:CC:01',
  firmware: null,
  technology: null,
  signals: ['GPS', 'BATTERY'],
  settlementId: '2'.repeat(24),
  animalId: null,
  animalCaravana: null,
  lastSeen: NOW - HOUR,
  battery: 80,
  simulated: false,
  ...changes,
});

/** Renders one cell of the devices list for a settlement with these thresholds. */
function renderCell(key: 'battery' | 'lastSeen', device: Device, params: Record<string, number>) {
  const alertParams = alertParamsSchema.parse(params);
  const column = deviceColumns(i18n.t, 'es-AR', null, () => alertParams, NOW).find((c) => c.key === key)!;
  return renderWithApp(<>{column.render(device)}</>);
}

describe("the devices list judges a collar by its settlement's alert parameters", () => {
  it('shows 25 % as low where the settlement sets 30 %, and not at exactly 30 %', () => {
    const { unmount } = renderCell('battery', aCollar({ battery: 25 }), { lowBatteryPercent: 30 });
    expect(screen.getByText('25 %')).toHaveStyle({ fontWeight: '700' });
    unmount();
    renderCell('battery', aCollar({ battery: 30 }), { lowBatteryPercent: 30 });
    expect(screen.getByText('30 %')).not.toHaveStyle({ fontWeight: '700' });
  });

  it("says 'no signal' only past the settlement's hours", () => {
    const { unmount } = renderCell('lastSeen', aCollar({ lastSeen: NOW - 3 * HOUR }), { noSignalHours: 4 });
    expect(screen.queryByText(i18n.t('herd.devices.noSignal'))).toBeNull();
    unmount();
    renderCell('lastSeen', aCollar({ lastSeen: NOW - 5 * HOUR }), { noSignalHours: 4 });
    expect(screen.getByText(i18n.t('herd.devices.noSignal'))).toBeInTheDocument();
  });
});
