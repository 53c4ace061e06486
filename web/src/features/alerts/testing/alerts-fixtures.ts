import { act } from '@testing-library/react';
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

/** The browser's EventSource, driven by the test. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  /** The server sent an event of this type with this data. */
  emit(type: string, data: unknown = {}) {
    act(() => this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onopen?.());
  }
  /** The connection broke; the browser retries by itself. */
  fail() {
    this.readyState = FakeEventSource.CONNECTING;
    act(() => this.onerror?.());
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
