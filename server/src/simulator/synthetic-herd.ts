import { DEFAULT_PLOT_COLOR } from '@tropero/shared/farm';
import { geometryColumns } from '../db/area-geometry';
import type { Executor } from '../db/executor';
import { newObjectId } from '../db/object-id';
import { newIngestKey } from '../access/ingest-key';
import { allocationsRepository } from '../modules/allocations/allocations.repository';
import { animalsRepository } from '../modules/animals/animals.repository';
import { devicesRepository } from '../modules/devices/devices.repository';
import { gatewaysRepository } from '../modules/gateways/gateways.repository';
import { plotsRepository } from '../modules/plots/plots.repository';
import { roundupsRepository } from '../modules/roundups/roundups.repository';
import { settlementsRepository } from '../modules/settlements/settlements.repository';
import { simulatorRepository } from './simulator.repository';

/** A square paddock of `sideKm` centred on a point. */
function squareAround(lat: number, lng: number, sideKm: number) {
  const dLat = sideKm / 2 / 110.85;
  const dLng = sideKm / 2 / (111.32 * Math.cos((lat * Math.PI) / 180));
  const ring = [
    [lng - dLng, lat - dLat],
    [lng + dLng, lat - dLat],
    [lng + dLng, lat + dLat],
    [lng - dLng, lat + dLat],
    [lng - dLng, lat - dLat],
  ];
  return { type: 'Polygon' as const, coordinates: [ring] };
}

/**
 * Makes sure a settlement has at least `count` collared animals allocated to plots (adding
 * "SIM-…" animals, a plot around the settlement if it has none, and a gateway), for backfills
 * and benchmarks. Answers the gateway that will carry the readings.
 */
export async function ensureHerd(
  db: Executor,
  settlementId: string,
  count: number,
): Promise<{ gatewayId: string; added: number }> {
  const settlement = await settlementsRepository.findById(db, settlementId);
  if (!settlement) throw new Error(`no settlement ${settlementId}`);
  const base = { account_id: settlement.account_id, settlement_id: settlementId };
  let plots = await plotsRepository.listBySettlement(db, settlementId);
  if (plots.length === 0) {
    await plotsRepository.insert(db, [
      {
        id: newObjectId(),
        ...base,
        name: 'Potrero Simulado',
        color: DEFAULT_PLOT_COLOR,
        ...geometryColumns(squareAround(settlement.lat, settlement.lng, 2)),
      },
    ]);
    plots = await plotsRepository.listBySettlement(db, settlementId);
  }
  const existing = (await simulatorRepository.herd(db, settlementId)).length;
  const missing = Math.max(0, count - existing);
  if (missing > 0) {
    const known = await roundupsRepository.findByName(db, settlementId, 'Rodeo Simulado');
    const roundupId = known?.id ?? newObjectId();
    if (!known) await roundupsRepository.insert(db, { id: roundupId, ...base, name: 'Rodeo Simulado' });
    const tag = newObjectId().slice(-6).toUpperCase();
    const animals = Array.from({ length: missing }, (_, i) => ({
      id: newObjectId(),
      ...base,
      roundup_id: roundupId,
      caravana: `SIM-${tag}-${String(i + 1).padStart(5, '0')}`,
      senasa: null,
      eid: null,
      type: 'VACA',
      subtype: null,
      breed: 'CRUZA',
      sex: 'F',
      birth_day: null,
      weight_kg: 420,
      observations: null,
    }));
    await db.transaction().execute(async (trx) => {
      await animalsRepository.insert(trx, animals);
      await animalsRepository.moveRoundup(
        trx,
        animals.map((a) => a.id),
        { id: roundupId, name: 'Rodeo Simulado' },
      );
      await devicesRepository.insert(
        trx,
        animals.map((animal, i) => ({
          id: newObjectId(),
          ...base,
          animal_id: animal.id,
          type: 'COLLAR',
          identifier_type: 'MAC',
          identifier: `SIM:${tag}:${i.toString(16).toUpperCase().padStart(5, '0')}`,
          firmware: 'sim',
          technology: 'LoRaWAN',
          signals: JSON.stringify(['GPS', 'BATTERY', 'TEMPERATURE']),
          ingest_key_hash: newIngestKey('device').hash,
        })),
      );
      // Allocated since long ago, so that a backfill's days fall within the allocation.
      for (const [p, plot] of plots.entries()) {
        const share = animals.filter((_, i) => i % plots.length === p).map((a) => a.id);
        if (share.length > 0)
          await allocationsRepository.allocate(trx, settlement.account_id, share, plot.id, '2000-01-01');
      }
    });
  }
  const gateway = await simulatorRepository.gatewayOf(db, settlementId);
  if (gateway) return { gatewayId: gateway.id, added: missing };
  const gatewayId = newObjectId();
  await gatewaysRepository.insert(db, {
    id: gatewayId,
    ...base,
    identifier: `SIMGW${newObjectId().slice(-10).toUpperCase()}`,
    name: 'Gateway Simulado',
    lat: settlement.lat,
    lng: settlement.lng,
    ingest_key_hash: newIngestKey('gateway').hash,
  });
  return { gatewayId, added: missing };
}
