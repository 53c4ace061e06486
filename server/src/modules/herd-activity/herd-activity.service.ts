import { DAY_MS } from '@tropero/shared/constants';
import { isPartialDay, localDay } from '@tropero/shared/local-day';
import type { AnimalDistribution, HerdBehaviour, HerdMedian } from '@tropero/shared/contracts/herd-activity';
import { weightOrDefault } from '@tropero/shared/herd';
import { dailyEnergy, type EnergyCoefficients } from '@tropero/shared/energy';
import { presenceSeconds, reportingIntervalS } from '@tropero/shared/standing-stock';
import { baselineOf, BEHAVIOUR_BASELINE, fixIntervalSeconds, median } from '@tropero/shared/telemetry';
import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { AnimalsService } from '../animals/animals.service';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import { firstDay, lastDay, type Range } from '../range/request-range';
import type { SettlementsService } from '../settlements/settlements.service';
import { energyBasisOf, mcal } from './energy-basis';
import { herdActivityRepository as repository } from './herd-activity.repository';
import { ruminationOutlier, spreadOf } from './herd-spread';

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
/** Days at the end of a range over which a collar's fix interval is measured. */
const FIX_INTERVAL_DAYS = 7;
/** A reading's presence when its collar's interval cannot be measured (under two readings): spec §9's 10 minutes. */
const NOMINAL_FIX_INTERVAL_S = 600;

/** One animal's presence on the plot it was allocated to, on a day its collar reported. */
export interface Presence {
  plotId: string;
  animalId: string;
  day: string;
  /** Readings × the collar's reporting interval, at most a day. */
  seconds: number;
  grazingS: number;
}

/** An animal-day with the first reading of the animal's history (bigint: a string on PostgreSQL). */
interface InHistory {
  history_start: number | string | null;
}

/**
 * The values of a herd day that count in its median or spread: those of the animals whose day is
 * full; when none is (today, a first day for all), all of them, and the day is partial.
 */
function countedOf<V>(values: { value: V; partial: boolean }[]): { values: V[]; partial: boolean } {
  const full = values.filter((entry) => !entry.partial);
  return full.length > 0
    ? { values: full.map((entry) => entry.value), partial: false }
    : { values: values.map((entry) => entry.value), partial: true };
}

/** What the herd and each animal did day by day: behaviour, km and Mcal, occupancy, head count. */
export class HerdActivityService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly animals: AnimalsService,
    private readonly tables: CoefficientTablesService,
    private readonly now: () => number = Date.now,
  ) {}

  /** The settlement in scope, its offset, and whether one of its days (with its cover) is partial. */
  private async daysOf(scope: AccountScope, settlementId: string) {
    const offset = (await this.settlements.find(scope, settlementId)).utc_offset_minutes;
    const now = this.now();
    return {
      offset,
      now,
      /** Whether a day is partial: not over yet, or (of an animal) the first of a history begun late. */
      partial: (day: string, row?: InHistory) =>
        isPartialDay(day, offset, now, row?.history_start == null ? null : Number(row.history_start)),
    };
  }

  /**
   * Daily grazing, ruminating and drinking hours, km and Mcal (EN and EM) of one animal (spec §7
   * behaviour), with what the km and Mcal rest on.
   */
  async behaviour(scope: AccountScope, animalId: string, settlementId: string, range: Range) {
    const [animal] = await this.animals.existing(scope, [animalId]);
    if (!animal || animal.settlement_id !== settlementId) throw new AppError('NOT_FOUND');
    const { offset, partial } = await this.daysOf(scope, settlementId);
    const info = (await repository.animalWeight(this.db, animalId))!;
    const weight = weightOf(info);
    const { energy, used } = energyBasisOf(await this.tables.current());
    const first = firstDay(range, offset);
    // The days before the range feed the baseline of its first days: its full days only.
    const history = await repository.animalDays(
      this.db,
      animalId,
      baselineStart(range, offset),
      lastDay(range, offset),
    );
    const reported = history.filter((row) => row.readings > 0 && !partial(row.day, row));
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
      basis: {
        ...used,
        weightKg: weight,
        weightAssumed: info.weight_kg === null,
        fixIntervalSeconds: await this.fixInterval(animalId, range),
      },
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
            ...energyOf(weight, km, energy),
            readings: day.readings,
            partial: partial(day.day, day),
            baseline: baselineOfDay(day.day),
          };
        }),
    };
  }

  /**
   * The collar's fix interval: the median gap between the animal's fixes over the range's last
   * FIX_INTERVAL_DAYS (a collar setting: a week shows it, and bounds the rows read).
   */
  private async fixInterval(animalId: string, range: Range): Promise<number | null> {
    const from = Math.max(range.from, range.to - FIX_INTERVAL_DAYS * DAY_MS);
    const fixes = await repository.fixTimes(this.db, animalId, from, range.to);
    return fixIntervalSeconds(fixes.map((fix) => Number(fix.ts)));
  }

  /**
   * The herd's median km and Mcal (EN and EM) per day: over the settlement's animals that reported
   * that day, each animal's energy from its own weight (the reference line of docs/ui.md's distance and
   * energy).
   */
  async herdMedian(scope: AccountScope, settlementId: string, range: Range): Promise<HerdMedian> {
    const { offset, partial } = await this.daysOf(scope, settlementId);
    const { energy, used } = energyBasisOf(await this.tables.current());
    const rows = await repository.herdDays(
      this.db,
      settlementId,
      firstDay(range, offset),
      lastDay(range, offset),
    );
    const byDay = new Map<string, { value: { km: number; en: number; em: number }; partial: boolean }[]>();
    const assumed = new Map<string, boolean>();
    for (const row of rows) {
      const km = row.distance_m / 1000;
      const day = byDay.get(row.day) ?? [];
      const { enMcal, emMcal } = dailyEnergy(weightOf(row), km, energy);
      day.push({ value: { km, en: enMcal, em: emMcal }, partial: partial(row.day, row) });
      byDay.set(row.day, day);
      assumed.set(row.animal_id, row.weight_kg === null);
    }
    return {
      basis: {
        ...used,
        animals: assumed.size,
        weightsAssumed: [...assumed.values()].filter(Boolean).length,
      },
      days: [...byDay].map(([date, animals]) => {
        const counted = countedOf(animals);
        const medianOf = (of: (value: { km: number; en: number; em: number }) => number) =>
          median(counted.values.map(of))!;
        return {
          date,
          animals: counted.values.length,
          distanceKm: Math.round(medianOf((v) => v.km) * 100) / 100,
          enMcal: mcal(medianOf((v) => v.en)),
          emMcal: mcal(medianOf((v) => v.em)),
          partial: counted.partial,
        };
      }),
    };
  }

  /** Occupancy of each plot over time (spec §2 grazing dynamics), filtered by plot, animal or roundup. */
  async grazingDynamics(
    scope: AccountScope,
    settlementId: string,
    range: Range,
    filter: { plotId?: string; animalId?: string; roundupId?: string },
  ) {
    const { offset, partial } = await this.daysOf(scope, settlementId);
    const { plotId, ...others } = filter;
    const rows = await this.presenceAt(settlementId, offset, range, {
      ...others,
      ...(plotId && { plotIds: [plotId] }),
    });
    const byPlotDay = new Map<
      string,
      { plotId: string; date: string; animals: number; s: number; grazing: number }
    >();
    for (const row of rows) {
      const key = `${row.day}|${row.plotId}`;
      const cell = byPlotDay.get(key) ?? { plotId: row.plotId, date: row.day, animals: 0, s: 0, grazing: 0 };
      cell.animals++;
      cell.s += row.seconds;
      cell.grazing += row.grazingS;
      byPlotDay.set(key, cell);
    }
    return [...byPlotDay.values()].map((cell) => ({
      plotId: cell.plotId,
      date: cell.date,
      animals: cell.animals,
      animalHours: hours(cell.s),
      grazingHours: hours(cell.grazing),
      // A plot's day is partial while it is not over (an animal's late first day is not told apart here).
      partial: partial(cell.date),
    }));
  }

  /**
   * Each animal's presence on the plot it was allocated to, on each day its collar reported: its
   * readings × its collar's real reporting interval (the median gap between its latest readings).
   */
  async presence(
    scope: AccountScope,
    settlementId: string,
    range: Range,
    filter: { plotIds?: string[]; animalId?: string; roundupId?: string },
  ): Promise<Presence[]> {
    const { offset } = await this.daysOf(scope, settlementId);
    return this.presenceAt(settlementId, offset, range, filter);
  }

  /** `presence` of a settlement already found in scope, at its offset from UTC. */
  private async presenceAt(
    settlementId: string,
    offset: number,
    range: Range,
    filter: { plotIds?: string[]; animalId?: string; roundupId?: string },
  ): Promise<Presence[]> {
    const [first, last] = [firstDay(range, offset), lastDay(range, offset)];
    const [rows, samples] = await Promise.all([
      repository.occupancy(this.db, settlementId, first, last, filter),
      repository.intervalSamples(this.db, settlementId, first, last),
    ]);
    const times = new Map<string, number[]>();
    for (const sample of samples) {
      const animal = times.get(sample.animal_id!) ?? [];
      animal.push(Number(sample.ts));
      times.set(sample.animal_id!, animal);
    }
    const intervals = new Map([...times].map(([animalId, ts]) => [animalId, reportingIntervalS(ts)]));
    return rows.map((row) => ({
      plotId: row.plot_id,
      animalId: row.animal_id,
      day: row.day,
      seconds: presenceSeconds(Number(row.readings), intervals.get(row.animal_id) ?? NOMINAL_FIX_INTERVAL_S),
      grazingS: Number(row.grazing_s),
    }));
  }

  async animalCount(scope: AccountScope, settlementId: string, range: Range) {
    const { offset } = await this.daysOf(scope, settlementId);
    const rows = await repository.animalCounts(
      this.db,
      settlementId,
      firstDay(range, offset),
      lastDay(range, offset),
    );
    return rows.map((row) => ({ date: row.day, count: Number(row.count) }));
  }

  /** Each animal's mean per reported day of km, grazing and rumination over the range (the histogram). */
  async distribution(
    scope: AccountScope,
    settlementId: string,
    range: Range,
    roundupId?: string,
  ): Promise<AnimalDistribution[]> {
    const { offset } = await this.daysOf(scope, settlementId);
    const rows = await repository.animalTotals(
      this.db,
      settlementId,
      firstDay(range, offset),
      lastDay(range, offset),
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
  ): Promise<HerdBehaviour> {
    const { offset, now, partial } = await this.daysOf(scope, settlementId);
    const first = firstDay(range, offset);
    const rows = await repository.behaviourDays(
      this.db,
      settlementId,
      baselineStart(range, offset),
      lastDay(range, offset),
      roundupId,
    );
    type Hours = { grazing: number; ruminating: number; drinking: number };
    const byDay = new Map<string, { value: Hours; partial: boolean }[]>();
    const byAnimal = new Map<string, { caravana: string; days: { day: string; value: number }[] }>();
    for (const row of rows) {
      const isPartial = partial(row.day, row);
      const animal = byAnimal.get(row.animal_id) ?? { caravana: row.caravana, days: [] };
      // An animal's baseline and its last whole day are read from its full days only.
      if (!isPartial) animal.days.push({ day: row.day, value: row.ruminating_s / 3600 });
      byAnimal.set(row.animal_id, animal);
      if (row.day < first) continue;
      const day = byDay.get(row.day) ?? [];
      const value = {
        grazing: hours(row.grazing_s),
        ruminating: hours(row.ruminating_s),
        drinking: hours(row.drinking_s),
      };
      day.push({ value, partial: isPartial });
      byDay.set(row.day, day);
    }
    const days = [...byDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, animals]) => {
        const counted = countedOf(animals);
        const of = (behaviour: keyof Hours) => spreadOf(counted.values.map((v) => v[behaviour]));
        return {
          date,
          animals: counted.values.length,
          grazing: of('grazing'),
          ruminating: of('ruminating'),
          drinking: of('drinking'),
          partial: counted.partial,
        };
      });
    const outliers = [...byAnimal].flatMap(([animalId, animal]) => {
      const outlier = ruminationOutlier(animal.days, first, localDay(now, offset));
      return outlier ? [{ animalId, caravana: animal.caravana, ...outlier }] : [];
    });
    outliers.sort((a, b) => b.dropMinutes - a.dropMinutes || a.caravana.localeCompare(b.caravana));
    return { days, outliers };
  }
}

/** The first day a range's baselines read: the window's days before the range. */
const baselineStart = (range: Range, offsetMinutes: number) =>
  firstDay({ ...range, from: range.from - BEHAVIOUR_BASELINE.days * DAY_MS }, offsetMinutes);

/** The weight energy is figured with: the animal's own, or the default of its type (flagged assumed). */
function weightOf(animal: { type: string; weight_kg: number | null }): number {
  return weightOrDefault(animal.type, animal.weight_kg);
}

/** A day's EN and EM, to two decimals. */
function energyOf(weightKg: number, km: number, energy: EnergyCoefficients) {
  const { enMcal, emMcal } = dailyEnergy(weightKg, km, energy);
  return { enMcal: mcal(enMcal), emMcal: mcal(emMcal) };
}
