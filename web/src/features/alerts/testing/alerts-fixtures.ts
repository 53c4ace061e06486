import type { Alert, UnreadSummary } from '@tropero/shared/contracts/alerts';
import { SETTLEMENT_ID } from '../../herd/testing/fake-api';

/** An alert of the test settlement: an animal's battery at 12 % against a threshold of 20 %. */
export const anAlert = (index: number, changes: Partial<Alert> = {}): Alert => ({
  _id: `${'9'.repeat(20)}${String(index).padStart(4, '0')}`,
  type: 'lowBattery',
  severity: 'warning',
  state: 'open',
  settlementId: SETTLEMENT_ID,
  settlementName: 'La Esperanza',
  subject: { kind: 'animal', id: `${'e'.repeat(20)}${String(index).padStart(4, '0')}`, label: `A-${index}` },
  animalId: `${'e'.repeat(20)}${String(index).padStart(4, '0')}`,
  deviceId: null,
  openedAt: '2026-11-25T10:00:00.000Z',
  lastAt: '2026-11-25T11:00:00.000Z',
  resolvedAt: null,
  count: 1,
  value: 12,
  threshold: 20,
  thresholdBasis: null,
  lat: null,
  lng: null,
  readerId: null,
  readAt: null,
  ...changes,
});

export const aSummary = (count: number, alerts: Alert[]): UnreadSummary => ({
  unreadAlertsCount: count,
  lastFiveUnreadAlerts: alerts,
});
