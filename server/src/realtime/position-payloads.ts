import type { LiveUpdate } from '@tropero/shared/contracts/live';
import type { LivePayloads } from './live-bus';

/** Readings of one settlement committed together, as its `/live` streams get them. */
export interface SettlementPositions {
  settlementId: string;
  updates: LiveUpdate[];
}

type Tuple = [string, string | null, number, number | null, number | null, number | null];

const toTuple = (u: LiveUpdate): Tuple => [u.deviceId, u.animalId, u.ts, u.lat, u.lng, u.battery];
const fromTuple = ([deviceId, animalId, ts, lat, lng, battery]: Tuple): LiveUpdate => ({
  deviceId,
  animalId,
  ts,
  lat,
  lng,
  battery,
});

/**
 * A settlement's updates as notification payloads of at most `maxBytes` each:
 * `<settlementId> [[deviceId, animalId, ts, lat, lng, battery], …]`. Each payload stands alone (the
 * updates are independent), so nothing is put back together on the other side. The settlement comes
 * first, so that a process that does not follow it drops the payload without parsing it. Tuples hold
 * about 80 full readings in a payload, where objects would hold 55.
 */
export function encodeLiveUpdates(settlementId: string, updates: LiveUpdate[], maxBytes: number): string[] {
  const head = `${settlementId} [`;
  const empty = Buffer.byteLength(head) + 1;
  const payloads: string[] = [];
  let parts: string[] = [];
  let used = empty;
  for (const update of updates) {
    const part = JSON.stringify(toTuple(update));
    const bytes = Buffer.byteLength(part);
    if (parts.length > 0 && used + 1 + bytes > maxBytes) {
      payloads.push(`${head}${parts.join(',')}]`);
      parts = [];
      used = empty;
    }
    used += (parts.length > 0 ? 1 : 0) + bytes;
    parts.push(part);
  }
  if (parts.length > 0) payloads.push(`${head}${parts.join(',')}]`);
  return payloads;
}

/** The settlement a payload is about, read without parsing it. */
export const settlementOfPayload = (payload: string): string => payload.slice(0, payload.indexOf(' '));

/** The updates of a payload; throws on one that was not written by `encodeLiveUpdates`. */
export function decodeLiveUpdates(payload: string): LiveUpdate[] {
  const tuples: unknown = JSON.parse(payload.slice(payload.indexOf(' ') + 1));
  if (!Array.isArray(tuples)) throw new Error('a live payload holds an array');
  return (tuples as Tuple[]).map(fromTuple);
}

/** Positions between servers: the updates of each settlement published meanwhile share payloads. */
export const positionPayloads: LivePayloads<SettlementPositions> = {
  encode(events, maxBytes) {
    const bySettlement = new Map<string, LiveUpdate[]>();
    for (const { settlementId, updates } of events) {
      const waiting = bySettlement.get(settlementId);
      if (waiting) waiting.push(...updates);
      else bySettlement.set(settlementId, [...updates]);
    }
    return [...bySettlement].flatMap(([settlementId, updates]) =>
      encodeLiveUpdates(settlementId, updates, maxBytes),
    );
  },
  decode: (payload) => [{ settlementId: settlementOfPayload(payload), updates: decodeLiveUpdates(payload) }],
  topicsOf: (payload) => [settlementOfPayload(payload)],
};
