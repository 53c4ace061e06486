import { BREEDS, DEFAULT_WEIGHT_KG } from '@tropero/shared/herd';
import type { Executor } from '../db/executor';
import { newObjectId } from '../db/object-id';
import { newIngestKey } from '../access/ingest-key';
import { allocationsRepository } from '../modules/allocations/allocations.repository';
import { animalsRepository } from '../modules/animals/animals.repository';
import { devicesRepository } from '../modules/devices/devices.repository';
import { gatewaysRepository } from '../modules/gateways/gateways.repository';
import { roundupsRepository } from '../modules/roundups/roundups.repository';
import type { DemoFarm } from './farm';

/** The three herds of the demo farm, where each grazes, and what they are made of. */
const HERDS = [
  { name: 'Rodeo Cría', plot: 'Potrero La Aguada', size: 120, types: ['VACA', 'VACA', 'VACA', 'VAQUILLONA'] },
  {
    name: 'Rodeo Recría',
    plot: 'Lote Gatton',
    size: 70,
    types: ['NOVILLITO', 'VAQUILLONA', 'TERNERO', 'TERNERA'],
  },
  { name: 'Toros', plot: 'Piquete de la Manga', size: 10, types: ['TORO'] },
] as const;

const DEMO_BREEDS = [BREEDS[0], BREEDS[1], BREEDS[3], BREEDS[4]];

/** A deterministic pseudo-random sequence, so that every demo install has the same herd. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * ~200 animals in three roundups allocated to plots, collars on 180 of them and ear tags on the
 * rest, fixed points at the two drinkers and one gateway.
 */
export async function seedDemoHerd(
  trx: Executor,
  accountId: string,
  settlementId: string,
  farm: DemoFarm,
): Promise<void> {
  const random = sequence(42);
  const base = { account_id: accountId, settlement_id: settlementId };
  // Allocated since the first day the demo backfills (a week), so that the grazing dynamics of the
  // week already shown have their plots.
  const allocatedFrom = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const animalIds: string[] = [];
  for (const herd of HERDS) {
    const roundupId = newObjectId();
    await roundupsRepository.insert(trx, { id: roundupId, ...base, name: herd.name });
    const rows = Array.from({ length: herd.size }, (_, i) => {
      const type = herd.types[i % herd.types.length]!;
      const number = animalIds.length + i + 1;
      return {
        id: newObjectId(),
        ...base,
        roundup_id: roundupId,
        caravana: `LR-${String(number).padStart(4, '0')}`,
        senasa: `AR${String(7_340_000 + number)}`,
        eid: `032${String(100_000_000_000 + number)}`,
        type,
        subtype: null,
        breed: DEMO_BREEDS[Math.floor(random() * DEMO_BREEDS.length)]!,
        sex: ['TORO', 'NOVILLITO', 'TERNERO'].includes(type) ? 'M' : 'F',
        birth_day: `20${18 + Math.floor(random() * 6)}-0${1 + Math.floor(random() * 9)}-15`,
        weight_kg: Math.round(DEFAULT_WEIGHT_KG[type] * (0.85 + random() * 0.3)),
        observations: null,
      };
    });
    await animalsRepository.insert(trx, rows);
    const ids = rows.map((row) => row.id);
    await animalsRepository.moveRoundup(trx, ids, { id: roundupId, name: herd.name });
    await allocationsRepository.allocate(trx, accountId, ids, farm.plotIds[herd.plot]!, allocatedFrom);
    animalIds.push(...ids);
  }

  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const device = (type: string, identifier: string, animalId: string | null, signals: string[]) => ({
    id: newObjectId(),
    ...base,
    animal_id: animalId,
    type,
    identifier_type: 'MAC',
    identifier,
    firmware: type === 'COLLAR' ? '2.3.1' : '1.0.4',
    technology: type === 'COLLAR' ? 'LoRaWAN' : 'BLE',
    signals: JSON.stringify(signals),
    ingest_key_hash: newIngestKey('device').hash,
  });
  await devicesRepository.insert(trx, [
    ...animalIds.map((animalId, i) =>
      i < 180
        ? device('COLLAR', `70:B3:D5:7E:${hex(i).slice(0, 2)}:${hex(i).slice(2)}`, animalId, [
            'GPS',
            'BATTERY',
            'TEMPERATURE',
          ])
        : device('CARAVANA', `E2:80:11:60:${hex(i).slice(0, 2)}:${hex(i).slice(2)}`, animalId, [
            'BEACON',
            'BATTERY',
          ]),
    ),
    ...farm.drinkers.map((_, i) => device('PUNTO FIJO', `FP:AG:00:0${i + 1}`, null, ['BEACON', 'BATTERY'])),
  ]);
  await gatewaysRepository.insert(trx, {
    id: newObjectId(),
    ...base,
    identifier: 'AA555A0000000001',
    name: 'Gateway Molino',
    lat: farm.drinkers[0]?.lat ?? null,
    lng: farm.drinkers[0]?.lng ?? null,
    ingest_key_hash: newIngestKey('gateway').hash,
  });
}
