import { DAY_MS } from '@tropero/shared/constants';
import type { Executor } from '../../../db/executor';
import { inChunks } from '../alerts.repository';
import { gatewaySubject, settlementSubject } from '../subjects';
import type { AlertRule } from './rule';

/** An unknown-device alert resolves once its gateway has heard no unknown device for this long. */
const UNKNOWN_DEVICE_QUIET_MS = DAY_MS;

/**
 * Unknown device: a gateway of a settlement hearing devices nobody registered raises (counted by
 * their readings); a day without any resolves.
 */
export const unknownDevice: AlertRule = {
  type: 'unknownDevice',
  heard: {
    async judge(heard, context, ops) {
      const gateways = new Map(
        (await gatewaysOf(context.db, [...new Set(heard.map((h) => h.gatewayId))])).map((g) => [g.id, g]),
      );
      const settlements = await context.settlements(
        [...gateways.values()].flatMap((g) => (g.settlement_id ? [g.settlement_id] : [])),
      );
      for (const { gatewayId, count, at } of heard) {
        const gateway = gateways.get(gatewayId);
        const settlement = gateway?.settlement_id ? settlements.get(gateway.settlement_id) : null;
        if (!gateway || !settlement) continue;
        const subject = gatewaySubject('unknownDevice', settlement, { id: gateway.id, name: gateway.name });
        ops.raise(subject, { at, value: count, threshold: null, lat: gateway.lat, lng: gateway.lng }, count);
      }
    },
  },
  tick: {
    async judge({ settlement, now, ops, open }) {
      for (const alert of await open()) {
        if (alert.last_at < now - UNKNOWN_DEVICE_QUIET_MS) {
          ops.resolve(
            { ...settlementSubject('unknownDevice', settlement), kind: 'gateway', id: alert.subject_id },
            now,
          );
        }
      }
    },
  },
};

function gatewaysOf(db: Executor, ids: readonly string[]) {
  return inChunks(ids, (chunk) =>
    db
      .selectFrom('gateways')
      .select(['id', 'settlement_id', 'name', 'lat', 'lng'])
      .where('id', 'in', chunk)
      .execute(),
  );
}
