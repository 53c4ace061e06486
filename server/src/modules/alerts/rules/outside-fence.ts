import { fencesByPlot, type AreaGeometry } from '@tropero/shared/geo';
import { parseGeometry } from '../../../db/area-geometry';
import type { Executor } from '../../../db/executor';
import type { AlertContext } from '../alert-context';
import { figureOf } from '../alert-ops';
import { inChunks } from '../alerts.repository';
import { insidePreparedFence, prepareFence, type PreparedFence } from './fence';
import { judgeStreak } from './hysteresis';
import type { AlertRule, DeviceBatch } from './rule';

/** An evaluation's fences: each settlement's by plot, and those prepared for its fixes by plot. */
interface Fences {
  bySettlement: Map<string, Map<string, AreaGeometry[]>>;
  prepared: Map<string, PreparedFence[]>;
}

/**
 * Outside the fence: `fenceFixes` fixes in a row outside every fence of the animal's plot (grown by
 * `fenceBufferMeters`) raise, as many inside resolve.
 */
export const outsideFence: AlertRule<Fences> = {
  type: 'outsideFence',
  readings: {
    about: 'animal',
    counters: true,
    prepare: async (context, batches) => ({
      bySettlement: await fencesOf(context, new Set(batches.map((b) => b.settlement.id))),
      prepared: new Map(),
    }),
    applies: ({ settlement, device }, fences) =>
      device.plotId !== null && fences.bySettlement.get(settlement.id)?.has(device.plotId) === true,
    judge(batch, fences, subject) {
      const { params } = batch.settlement;
      const inside = prepared(batch, fences);
      judgeStreak(subject, batch.fixes, {
        k: params.fenceFixes,
        meets: batch.fixes.map(
          (fix) => !inside.some((fence) => insidePreparedFence(fence, fix.lng!, fix.lat!)),
        ),
        figure: (i) => figureOf(batch.fixes[i]!, null, params.fenceBufferMeters),
      });
    },
  },
};

/** The fences of the device's plot, prepared once per plot and evaluation. */
function prepared({ settlement, device }: DeviceBatch, fences: Fences): PreparedFence[] {
  const plotId = device.plotId!;
  let inside = fences.prepared.get(plotId);
  if (!inside) {
    inside = fences.bySettlement
      .get(settlement.id)!
      .get(plotId)!
      .map((fence) => prepareFence(fence, settlement.params.fenceBufferMeters));
    fences.prepared.set(plotId, inside);
  }
  return inside;
}

/** Each settlement's active fences by the plot they apply to (`fencesByPlot`, the map's rule). */
function fencesOf(context: AlertContext, settlementIds: Iterable<string>) {
  return context.cache<Map<string, AreaGeometry[]>>('fences').many(
    settlementIds,
    async (missing) => {
      const fences = new Map<string, AreaGeometry[]>();
      for (const row of await activeFences(context.db, missing))
        fences.set(row.settlement_id, [
          ...(fences.get(row.settlement_id) ?? []),
          parseGeometry(row.geometry),
        ]);
      const plots = new Map<string, { id: string; outline: AreaGeometry }[]>();
      for (const row of await fencedPlots(context.db, [...fences.keys()]))
        plots.set(row.settlement_id, [
          ...(plots.get(row.settlement_id) ?? []),
          { id: row.id, outline: parseGeometry(row.geometry) },
        ]);
      return new Map(
        [...fences].map(([settlementId, list]) => [
          settlementId,
          fencesByPlot(plots.get(settlementId) ?? [], list),
        ]),
      );
    },
    new Map(),
  );
}

function activeFences(db: Executor, settlementIds: readonly string[]) {
  return inChunks(settlementIds, (chunk) =>
    db
      .selectFrom('fences')
      .select(['settlement_id', 'geometry'])
      .where('settlement_id', 'in', chunk)
      .where('active', '=', 1)
      .execute(),
  );
}

/** The plots of settlements that have active fences (a fence applies to the plot its centre is in). */
function fencedPlots(db: Executor, settlementIds: readonly string[]) {
  return inChunks(settlementIds, (chunk) =>
    db
      .selectFrom('plots')
      .select(['id', 'settlement_id', 'geometry'])
      .where('settlement_id', 'in', chunk)
      .execute(),
  );
}
