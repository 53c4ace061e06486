import { DAY_MS } from '@tropero/shared/constants';
import type { AnimalDistribution, HerdBehaviour } from '@tropero/shared/contracts/herd-activity';
import { weightOrDefault } from '@tropero/shared/herd';
import { baselineOf, BEHAVIOUR_BASELINE, dailyEnergyMcal, median } from '@tropero/shared/telemetry';
import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { AnimalsService } from '../animals/animals.service';
import { firstDay, lastDay, type Range } from '../range/request-range';
import type { SettlementsService } from '../settlements/settlements.service';
import { utcDay } from '../telemetry/rollup';
import { herdActivityRepository as repository } from './herd-activity.repository';
import { ruminationOutlier, spreadOf } from './herd-spread';

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
/** Each reading stands for one fix interval of presence (spec §9: 10 minutes). */
const FIX_INTERVAL_S = 600;

/** What the herd and each animal did day by day: behaviour, km and Mcal, occupancy, head count. */
export class HerdActivityService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly animals: AnimalsService,
  ) {}

  /** Daily grazing, ruminating and drinking hours, km and Mcal of one animal (spec §7 behaviour). */
  async behaviour(scope: AccountScope, animalId: string, settlementId: string, range: Range) {
    const [animal] = await this.animals.existing(scope, [animalId]);
    if (!animal || animal.settlement_id !== settlementId) throw new AppError('NOT_FOUND');
    const info = (await repository.animalWeight(this.db, animalId))!;
    const weight = weightOf(info);
    const first = firstDay(range);
    // The days before the range feed the baseline of its first days.
    const history = await repository.animalDays(this.db, animalId, baselineStart(range), lastDay(range));
    const reported = history.filter((row) => row.readings > 0);
    // The series share their days: each has a baseline, or none has.
    const baselineOfDay = (day: string) => {
      const mean = (seconds: (row: (typeof history)[number]) => number) =>
        baselineOf(
          reported.map((row) => ({ day: row.day, value: seconds(row) })),
          day,
        );
      const grazing = mean((row) => row.grazing_s);
      if (grazing === null) return null;
      return {
        grazingHours: hours(grazing),
        ruminatingHours: hours(mean((row) => row.ruminating_s)!),
        drinkingHours: hours(mean((row) => row.drinking_s)!),
      };
    };
    return {
      weightKg: weight,
      weightAssumed: info.weight_kg === null,
      simulated: info.simulated === 1,
      days: history
        .filter((day) => day.day >= first)
        .map((day) => {
          const km = Math.round(day.distance_m / 10) / 100;
          return {
            date: day.day,
            grazingHours: hours(day.grazing_s),
            ruminatingHours: hours(day.ruminating_s),
            drinkingHours: hours(day.drinking_s),
            restingHours: hours(day.resting_s),
            walkingHours: hours(day.walking_s),
            distanceKm: km,
            energyMcal: energyOf(weight, km),
            readings: day.readings,
            baseline: baselineOfDay(day.day),
          };
        }),
    };
  }

  /**
   * The herd's median km and Mcal per day: over the settlement's animals that reported that day,
   * each animal's energy from its own weight (the reference line of ui.md's distance and energy).
   */
  async herdMedian(scope: AccountScope, settlementId: string, range: Range) {
    await this.settlements.find(scope, settlementId);
    const rows = await repository.herdDays(this.db, settlementId, firstDay(range), lastDay(range));
    const byDay = new Map<string, { km: number[]; mcal: number[] }>();
    for (const row of rows) {
      const km = row.distance_m / 1000;
      const day = byDay.get(row.day) ?? { km: [], mcal: [] };
      day.km.push(km);
      day.mcal.push(dailyEnergyMcal(weightOf(row), km));
      byDay.set(row.day, day);
    }
    return [...byDay].map(([date, day]) => ({
      date,
      animals: day.km.length,
      distanceKm: Math.round(median(day.km)! * 100) / 100,
      energyMcal: Math.round(median(day.mcal)! * 100) / 100,
    }));
  }

  /** Occupancy of each plot over time (spec §2 grazing dynamics), filtered by plot, animal or roundup. */
  async grazingDynamics(
    scope: AccountScope,
    settlementId: string,
    range: Range,
    filter: { plotId?: string; animalId?: string; roundupId?: string },
  ) {
    await this.settlements.find(scope, settlementId);
    const rows = await repository.occupancy(this.db, settlementId, firstDay(range), lastDay(range), filter);
    return rows.map((row) => ({
      plotId: row.plot_id,
      date: row.day,
      animals: Number(row.animals),
      animalHours: hours(Number(row.readings) * FIX_INTERVAL_S),
      grazingHours: hours(Number(row.grazing_s)),
    }));
  }

  async animalCount(scope: AccountScope, settlementId: string, range: Range) {
    await this.settlements.find(scope, settlementId);
    const rows = await repository.animalCounts(this.db, settlementId, firstDay(range), lastDay(range));
    return rows.map((row) => ({ date: row.day, count: Number(row.count) }));
  }

  /** Each animal's mean per reported day of km, grazing and rumination over the range (the histogram). */
  async distribution(
    scope: AccountScope,
    settlementId: string,
    range: Range,
    roundupId?: string,
  ): Promise<AnimalDistribution[]> {
    await this.settlements.find(scope, settlementId);
    const rows = await repository.animalTotals(
      this.db,
      settlementId,
      firstDay(range),
      lastDay(range),
      roundupId,
    );
    return rows.map((row) => {
      const days = Number(row.days);
      return {
        animalId: row.animal_id,
        caravana: row.caravana,
        days,
        distanceKm: Math.round(Number(row.distance_m) / days / 10) / 100,
        grazingHours: hours(Number(row.grazing_s) / days),
        ruminatingHours: hours(Number(row.ruminating_s) / days),
      };
    });
  }

  /**
   * The herd's behaviour per day (the spread of grazing, ruminating and drinking hours over the
   * animals that reported) and the animals whose rumination fell below their own baseline.
   */
  async herdBehaviour(
    scope: AccountScope,
    settlementId: string,
    range: Range,
    roundupId?: string,
    now = Date.now(),
  ): Promise<HerdBehaviour> {
    await this.settlements.find(scope, settlementId);
    const first = firstDay(range);
    const rows = await repository.behaviourDays(
      this.db,
      settlementId,
      baselineStart(range),
      lastDay(range),
      roundupId,
    );
    const byDay = new Map<string, { grazing: number[]; ruminating: number[]; drinking: number[] }>();
    const byAnimal = new Map<string, { caravana: string; days: { day: string; value: number }[] }>();
    for (const row of rows) {
      const animal = byAnimal.get(row.animal_id) ?? { caravana: row.caravana, days: [] };
      animal.days.push({ day: row.day, value: row.ruminating_s / 3600 });
      byAnimal.set(row.animal_id, animal);
      if (row.day < first) continue;
      const day = byDay.get(row.day) ?? { grazing: [], ruminating: [], drinking: [] };
      day.grazing.push(hours(row.grazing_s));
      day.ruminating.push(hours(row.ruminating_s));
      day.drinking.push(hours(row.drinking_s));
      byDay.set(row.day, day);
    }
    const days = [...byDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({
        date,
        animals: day.grazing.length,
        grazing: spreadOf(day.grazing),
        ruminating: spreadOf(day.ruminating),
        drinking: spreadOf(day.drinking),
      }));
    const outliers = [...byAnimal].flatMap(([animalId, animal]) => {
      const outlier = ruminationOutlier(animal.days, first, utcDay(now));
      return outlier ? [{ animalId, caravana: animal.caravana, ...outlier }] : [];
    });
    outliers.sort((a, b) => b.dropMinutes - a.dropMinutes || a.caravana.localeCompare(b.caravana));
    return { days, outliers };
  }
}

/** The first day a range's baselines read: the window's days before the range. */
const baselineStart = (range: Range) => utcDay(range.from - BEHAVIOUR_BASELINE.days * DAY_MS);

/** The weight energy is figured with: the animal's own, or the default of its type (flagged assumed). */
function weightOf(animal: { type: string; weight_kg: number | null }): number {
  return weightOrDefault(animal.type, animal.weight_kg);
}

const energyOf = (weightKg: number, km: number) => Math.round(dailyEnergyMcal(weightKg, km) * 100) / 100;
