import type { LiveUpdate } from '@tropero/shared/contracts/live';
import { describe, expect, it } from 'vitest';
import { decodeLiveUpdates, encodeLiveUpdates, settlementOfPayload } from './position-payloads';

const SETTLEMENT = '65a1b2c3d4e5f6a7b8c9d0e1';
const update = (i: number): LiveUpdate => ({
  deviceId: `65a1b2c3d4e5f6a7b8${String(i).padStart(6, '0')}`,
  animalId: i % 3 === 0 ? null : `75a1b2c3d4e5f6a7b8${String(i).padStart(6, '0')}`,
  ts: 1_763_000_000_000 + i * 600_000,
  lat: -29.41 - i / 1e5,
  lng: i % 5 === 0 ? null : -66.85 + i / 1e5,
  battery: i % 2 === 0 ? null : 87.5,
});

describe('live notification payloads', () => {
  it('split a batch into payloads under the limit that each read alone, in order', () => {
    const updates = Array.from({ length: 1000 }, (_, i) => update(i));
    const payloads = encodeLiveUpdates(SETTLEMENT, updates, 7986);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(7986);
      expect(settlementOfPayload(payload)).toBe(SETTLEMENT);
    }
    expect(payloads.flatMap(decodeLiveUpdates)).toEqual(updates);
    // Tuples, not objects: about 80 full readings go in one notification (objects: 55).
    expect(payloads.length).toBeLessThanOrEqual(14);
  });

  it('puts a small batch in one payload', () => {
    const payloads = encodeLiveUpdates(SETTLEMENT, [update(1), update(2)], 7986);
    expect(payloads).toHaveLength(1);
    expect(decodeLiveUpdates(payloads[0]!)).toEqual([update(1), update(2)]);
  });

  it('refuses a payload that holds no list', () => {
    expect(() => decodeLiveUpdates(`${SETTLEMENT} {"x":1}`)).toThrow();
    expect(() => decodeLiveUpdates(`${SETTLEMENT} [`)).toThrow();
  });
});
