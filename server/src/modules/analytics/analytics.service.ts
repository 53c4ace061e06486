import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { DEFAULT_WEIGHT_KG } from '@tropero/shared/herd';
import { animalMapState } from '@tropero/shared/animal-state';
import { isInsideFence, type AreaGeometry } from '@tropero/shared/geo';
import { DAY_MS } from '@tropero/shared/constants';
import { baselineOf, BEHAVIOUR_BASELINE, dailyEnergyMcal, median } from '@tropero/shared/telemetry';
import { parseGeometry } from '../../db/area-geometry';
import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import { animalsRepository } from '../animals/animals.repository';
import { scopeFilters } from '../animals/animals.service';
import type { DevicesService } from '../devices/devices.service';
import type { PlotsService } from '../plots/plots.service';
import type { SettlementsService } from '../settlements/settlements.service';
import { cellCentre, utcDay } from '../telemetry/rollup';
import { analyticsRepository } from './analytics.repository';

export interface Range {
  from: number;
  /** Exclusive. */
  to: number;
}

/** The last UTC day a range touches (its end is exclusive). */
export const lastDay = (range: Range) => utcDay(range.to - 1);

const HOUR_MS = 3_600_000;
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
const MAX_POINTS = 200_000;
/** Each reading stands for one fix interval of presence (spec §9: 10 minutes). */
const FIX_INTERVAL_S = 600;

export class AnalyticsService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly plots: PlotsService,
    private readonly devices: DevicesService,
  ) {}

  /** Heat map for a range, over a settlement, a plot, or some animals (spec §3 heatmap query). */
  async heatmap(
    scope: AccountScope,
    range: Range,
    target: { settlementId?: string; plotId?: string; uuids?: string[] },
  ) {
    if (target.uuids?.length) {
      const found = await animalsRepository.existing(this.db, scopeFilters(scope), target.uuids);
      if (found.length !== target.uuids.length) throw new AppError('NOT_FOUND');
      const settlement = await this.settlements.find(scope, found[0]!.settlement_id);
      const points = await analyticsRepository.positionsOfAnimals(
        this.db,
        target.uuids,
        range.from,
        range.to,
        MAX_POINTS,
      );
      const cells = new Map<string, { lat: number; lng: number; count: number }>();
      const cellSize = 25 / 110_574;
      for (const point of points) {
        const lat = (Math.floor(point.lat! / cellSize) + 0.5) * cellSize;
        const lngSize = 25 / (111_320 * Math.cos((settlement.lat * Math.PI) / 180));
        const lng = (Math.floor(point.lng! / lngSize) + 0.5) * lngSize;
        const key = `${lat}|${lng}`;
        const cell = cells.get(key) ?? { lat, lng, count: 0 };
        cell.count += 1;
        cells.set(key, cell);
      }
      return withMax([...cells.values()]);
    }
    const plot = target.plotId ? (await this.plots.findInScope(scope, [target.plotId]))[0] : undefined;
    const settlementId = plot?.settlement_id ?? target.settlementId;
    if (!settlementId) throw new AppError('VALIDATION', { errors: { settlementId: 'validation.required' } });
    const settlement = await this.settlements.find(scope, settlementId);
    const rows = await analyticsRepository.heatCells(
      this.db,
      settlementId,
      utcDay(range.from),
      lastDay(range),
    );
    const outline = plot && parseGeometry(plot.geometry);
    const cells: { lat: number; lng: number; count: number }[] = [];
    for (const row of rows) {
      const { lat, lng } = cellCentre(row.ix, row.iy, settlement.lat);
      if (!outline || booleanPointInPolygon([lng, lat], outline))
        cells.push({ lat, lng, count: Number(row.count) });
    }
    return withMax(cells);
  }

  /** Daily grazing, ruminating and drinking hours, km and Mcal of one animal (spec §7 behaviour). */
  async behaviour(scope: AccountScope, animalId: string, settlementId: string, range: Range) {
    const [animal] = await animalsRepository.existing(this.db, scopeFilters(scope), [animalId]);
    if (!animal || animal.settlement_id !== settlementId) throw new AppError('NOT_FOUND');
    const info = (await analyticsRepository.animalWeight(this.db, animalId))!;
    const weight = weightOf(info);
    const firstDay = utcDay(range.from);
    // The days before the range feed the baseline of its first days.
    const history = await analyticsRepository.animalDays(
      this.db,
      animalId,
      utcDay(range.from - BEHAVIOUR_BASELINE.days * DAY_MS),
      lastDay(range),
    );
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
        .filter((day) => day.day >= firstDay)
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
    const rows = await analyticsRepository.herdDays(
      this.db,
      settlementId,
      utcDay(range.from),
      lastDay(range),
    );
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
    const rows = await analyticsRepository.occupancy(
      this.db,
      settlementId,
      utcDay(range.from),
      lastDay(range),
      filter,
    );
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
    const rows = await analyticsRepository.animalCounts(
      this.db,
      settlementId,
      utcDay(range.from),
      lastDay(range),
    );
    return rows.map((row) => ({ date: row.day, count: Number(row.count) }));
  }

  /** A measure of one device's readings, grouped by hour. */
  private async hourly(
    scope: AccountScope,
    deviceId: string,
    measure: 'battery' | 'temperature',
    range: Range,
  ) {
    await this.devices.get(scope, deviceId);
    const rows = await analyticsRepository.deviceMeasure(this.db, deviceId, measure, range.from, range.to);
    const byHour = new Map<number, number[]>();
    for (const row of rows) {
      const hour = Math.floor(Number(row.ts) / HOUR_MS) * HOUR_MS;
      const values = byHour.get(hour) ?? [];
      values.push(row.value!);
      byHour.set(hour, values);
    }
    return [...byHour];
  }

  /** Battery level per hour (the lowest of the hour) of one device. */
  async battery(scope: AccountScope, deviceId: string, range: Range) {
    const byHour = await this.hourly(scope, deviceId, 'battery', range);
    return byHour.map(([ts, values]) => ({ ts, battery: Math.min(...values) }));
  }

  /** Temperature per hour of one device: the hour's mean, lowest and highest reading (°C). */
  async temperature(scope: AccountScope, deviceId: string, range: Range) {
    const tenth = (value: number) => Math.round(value * 10) / 10;
    const byHour = await this.hourly(scope, deviceId, 'temperature', range);
    return byHour.map(([ts, values]) => ({
      ts,
      mean: tenth(values.reduce((sum, value) => sum + value, 0) / values.length),
      min: Math.min(...values),
      max: Math.max(...values),
    }));
  }

  /** Tracks of some animals over a range, for drawing and replay. */
  async positions(scope: AccountScope, animalIds: string[], range: Range) {
    const found = await animalsRepository.existing(this.db, scopeFilters(scope), animalIds);
    if (found.length !== new Set(animalIds).size) throw new AppError('NOT_FOUND');
    const rows = await analyticsRepository.positionsOfAnimals(
      this.db,
      animalIds,
      range.from,
      range.to,
      MAX_POINTS,
    );
    const tracks = new Map<string, [number, number, number][]>(animalIds.map((id) => [id, []]));
    for (const row of rows) tracks.get(row.animal_id!)!.push([Number(row.ts), row.lat!, row.lng!]);
    return [...tracks].map(([animalId, points]) => ({ animalId, points }));
  }

  private async fencesByPlot(settlementId: string) {
    const fences = (await analyticsRepository.activeFences(this.db, settlementId)).map((f) =>
      parseGeometry(f.geometry),
    );
    const plots = (await analyticsRepository.plotOutlines(this.db, settlementId)).map((p) => ({
      id: p.id,
      outline: parseGeometry(p.geometry),
    }));
    return fencesWithin(plots, fences);
  }

  /** Every animal of a settlement at its last position, with the state its dot shows. */
  async livePositions(scope: AccountScope, settlementId: string, now = Date.now()) {
    const settlement = await this.settlements.get(scope, settlementId);
    const fencesOfPlot = await this.fencesByPlot(settlementId);
    const { noSignalHours, lowBatteryPercent, fenceBufferMeters } = settlement.alertParams;
    const rows = await analyticsRepository.lastPositions(this.db, settlementId);
    return rows.map((row) => {
      const ts = row.ts === null ? null : Number(row.ts);
      return {
        animalId: row.animal_id,
        caravana: row.caravana,
        roundupId: row.roundup_id,
        deviceId: row.device_id,
        ts,
        lat: row.lat,
        lng: row.lng,
        battery: row.battery,
        plotId: row.plot_id,
        simulated: row.simulated === 1,
        state: animalMapState(
          { ts, battery: row.battery },
          outsideFences(row, fencesOfPlot.get(row.plot_id ?? '') ?? [], fenceBufferMeters),
          { noSignalHours, lowBatteryPercent },
          now,
        ),
      };
    });
  }
}

/** The weight energy is figured with: the animal's own, or the default of its type (flagged assumed). */
function weightOf(animal: { type: string; weight_kg: number | null }): number {
  return animal.weight_kg ?? DEFAULT_WEIGHT_KG[animal.type as keyof typeof DEFAULT_WEIGHT_KG] ?? 400;
}

const energyOf = (weightKg: number, km: number) => Math.round(dailyEnergyMcal(weightKg, km) * 100) / 100;

/** Applying to a plot: the active virtual fences drawn within it (their centre lies in the plot). */
function fencesWithin(plots: { id: string; outline: AreaGeometry }[], fences: AreaGeometry[]) {
  const byPlot = new Map<string, AreaGeometry[]>();
  for (const fence of fences) {
    const ring = fence.type === 'Polygon' ? fence.coordinates[0]! : fence.coordinates[0]![0]!;
    const centre = [
      ring.reduce((s, p) => s + p[0]!, 0) / ring.length,
      ring.reduce((s, p) => s + p[1]!, 0) / ring.length,
    ];
    const plot = plots.find((p) => booleanPointInPolygon(centre, p.outline));
    if (plot) byPlot.set(plot.id, [...(byPlot.get(plot.id) ?? []), fence]);
  }
  return byPlot;
}

/** Whether a fix is outside every active virtual fence of its plot, beyond the GPS buffer. */
function outsideFences(
  last: { lat: number | null; lng: number | null },
  fences: AreaGeometry[],
  bufferMeters: number,
) {
  if (last.lat === null || last.lng === null || fences.length === 0) return false;
  return !fences.some((fence) => isInsideFence([last.lng!, last.lat!], fence, bufferMeters));
}

function withMax(cells: { lat: number; lng: number; count: number }[]) {
  return { cells, max: cells.reduce((max, cell) => Math.max(max, cell.count), 0) };
}
