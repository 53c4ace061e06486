import { localDay } from '@tropero/shared/local-day';
import type { DistanceFilter, Fix } from '@tropero/shared/telemetry';
import type { Executor } from '../../db/executor';
import type { SettlementContext } from './device-directory';
import { toRolled, type RolledRow } from './file-readings';
import { addReadings, continueOdometer, emptyDay, withOdometer, type RolledReading } from './rollup';
import { telemetryRepository, type AnimalDayRow } from './telemetry.repository';

/** A day's rollup made afresh from all of its readings, oldest first. */
function dayOf(
  day: string,
  readings: RolledReading[],
  context: SettlementContext,
  filter: DistanceFilter,
): AnimalDayRow {
  const base = addReadings(emptyDay(readings[0]!, day), readings, context);
  const fixes: Fix[] = readings.flatMap((r) =>
    r.lat !== null && r.lng !== null ? [{ ts: r.ts, lat: r.lat, lng: r.lng }] : [],
  );
  if (fixes.length === 0) return base;
  return withOdometer(base, continueOdometer(base, fixes, filter), fixes.at(-1)!.ts);
}

/**
 * Rebuilds every animal's day rollups from its stored readings, keyed by its settlement's local day
 * (they were keyed by UTC day before 2026-11-28). Each reading keeps the settlement its UTC day was
 * rolled into (else the animal's own). Days before an animal's oldest kept reading (the readings past
 * their retention are pruned) cannot be rebuilt and stay as they were. Distances go through `filter`,
 * the odometer's current one.
 */
export async function rebuildAnimalDays(db: Executor, filter: DistanceFilter): Promise<void> {
  const animals = await db
    .selectFrom('readings')
    .select('animal_id')
    .distinct()
    .where('animal_id', 'is not', null)
    .orderBy('animal_id')
    .execute();
  const contexts = new Map<string, Promise<SettlementContext>>();
  const contextOf = (id: string) => {
    if (!contexts.has(id)) contexts.set(id, telemetryRepository.settlementContext(db, id));
    return contexts.get(id)!;
  };
  for (const { animal_id: animalId } of animals) {
    const animal = await db
      .selectFrom('animals')
      .select('settlement_id')
      .where('id', '=', animalId!)
      .executeTakeFirst();
    const rolledInto = new Map(
      (
        await db
          .selectFrom('animal_days')
          .select(['day', 'settlement_id'])
          .where('animal_id', '=', animalId!)
          .execute()
      ).map((row) => [row.day, row.settlement_id]),
    );
    const readings = await db
      .selectFrom('readings')
      .selectAll()
      .where('animal_id', '=', animalId!)
      .orderBy('ts')
      .execute();
    const groups = new Map<string, { context: SettlementContext; readings: RolledReading[] }>();
    for (const reading of readings) {
      const ts = Number(reading.ts);
      const settlementId = rolledInto.get(localDay(ts, 0)) ?? animal?.settlement_id ?? null;
      if (settlementId === null) continue;
      const context = await contextOf(settlementId);
      const day = localDay(ts, context.utcOffsetMinutes);
      const row: RolledRow = { ...reading, ts, animal_id: animalId!, settlement_id: settlementId };
      const group = groups.get(day) ?? { context, readings: [] };
      group.readings.push(toRolled(row));
      groups.set(day, group);
    }
    const days = [...groups].map(([day, group]) => dayOf(day, group.readings, group.context, filter));
    if (days.length === 0) continue;
    // The first rebuilt day may start before the UTC day the oldest reading was rolled into.
    const from = [days[0]!.day, localDay(Number(readings[0]!.ts), 0)].sort()[0]!;
    await db.deleteFrom('animal_days').where('animal_id', '=', animalId!).where('day', '>=', from).execute();
    await telemetryRepository.saveDays(db, days);
  }
}
