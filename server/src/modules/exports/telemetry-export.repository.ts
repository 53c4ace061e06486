import type { Executor } from '../../db/executor';

export type LocationRow = Awaited<ReturnType<typeof locationPage>>[number];
export type EventRow = Awaited<ReturnType<typeof eventPage>>[number];

function locationPage(
  db: Executor,
  animalIds: string[],
  from: number,
  to: number,
  after: [string, number] | null,
  limit: number,
) {
  return db
    .selectFrom('readings')
    .innerJoin('animals', 'animals.id', 'readings.animal_id')
    .select([
      'readings.animal_id',
      'animals.caravana',
      'animals.settlement_id',
      'readings.ts',
      'readings.lat',
      'readings.lng',
      'readings.accuracy',
      'readings.battery',
      'readings.temperature',
    ])
    .where('readings.animal_id', 'in', animalIds)
    .where('readings.ts', '>=', from)
    .where('readings.ts', '<', to)
    .where('readings.lat', 'is not', null)
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb(eb.refTuple('readings.animal_id', 'readings.ts'), '>', eb.tuple(after![0], after![1])),
      ),
    )
    .orderBy('readings.animal_id')
    .orderBy('readings.ts')
    .limit(limit)
    .execute();
}

function eventPage(
  db: Executor,
  animalIds: string[],
  fromDay: string,
  toDay: string,
  offset: number,
  limit: number,
) {
  return db
    .selectFrom('animal_days')
    .innerJoin('animals', 'animals.id', 'animal_days.animal_id')
    .select([
      'animals.caravana',
      'animals.type',
      'animals.weight_kg',
      'animal_days.settlement_id',
      'animal_days.day',
      'animal_days.grazing_s',
      'animal_days.ruminating_s',
      'animal_days.resting_s',
      'animal_days.walking_s',
      'animal_days.drinking_s',
      'animal_days.distance_m',
      'animal_days.readings',
    ])
    .where('animal_days.animal_id', 'in', animalIds)
    .where('animal_days.day', '>=', fromDay)
    .where('animal_days.day', '<=', toDay)
    .orderBy('animals.caravana')
    .orderBy('animal_days.day')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Reported locations and daily events of some animals, read in chunks for downloads. */
export const telemetryExportRepository = {
  async *locations(db: Executor, animalIds: string[], from: number, to: number, chunk = 5000) {
    let after: [string, number] | null = null;
    for (;;) {
      const rows = await locationPage(db, animalIds, from, to, after, chunk);
      if (rows.length > 0) yield rows;
      if (rows.length < chunk) return;
      const last = rows.at(-1)!;
      after = [last.animal_id!, Number(last.ts)];
    }
  },

  async *events(db: Executor, animalIds: string[], fromDay: string, toDay: string, chunk = 5000) {
    for (let offset = 0; ; offset += chunk) {
      const rows = await eventPage(db, animalIds, fromDay, toDay, offset, chunk);
      if (rows.length > 0) yield rows;
      if (rows.length < chunk) return;
    }
  },
};
