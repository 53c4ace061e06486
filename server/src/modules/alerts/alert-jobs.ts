import { heatStressRules, ITH_CATEGORY_FLOORS, ithOf } from '@tropero/shared/heat-stress';
import { haversineMeters } from '@tropero/shared/telemetry';
import { DAY_MS, HOUR_MS } from '@tropero/shared/constants';
import type { Database } from '../../db/connection';
import type { CoefficientTablesService } from '../biomass/coefficient-tables.service';
import { addDays, dayEnd, dayStart, isPartialDay, localDay } from '@tropero/shared/local-day';
import { locationKey } from '../weather/weather-updates';
import type { AlertChange } from './alert-change';
import { toSettlementContext, type SettlementContext } from './alert-context';
import { AlertOps, type AlertSubject } from './alert-ops';
import { writeAlerts } from './alert-writer';
import { alertsRepository } from './alerts.repository';
import { isInactive, ruminationDropMinutes, RUMINATION_BASELINE_DAYS } from './rules/daily';
import { nightAt } from './rules/night';
import { animalSubject, deviceSubject, settlementSubject } from './subjects';

/** The newest stored hour counts as "now" for heat stress when it is at most this old. */
const CURRENT_WEATHER_MAX_AGE_MS = 3 * HOUR_MS;
/** An unknown-device alert resolves once its gateway has heard no unknown device for this long. */
const UNKNOWN_DEVICE_QUIET_MS = DAY_MS;
/** Tomorrow's forecast warns when its ITH reaches danger (79). */
const HEAT_FORECAST_ITH = ITH_CATEGORY_FLOORS.danger;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The time-based rules, run by the `alert-rules` job once across servers (every minute): no signal,
 * heat stress now and tomorrow, rumination drop, inactivity, and the end of night movement and of
 * unknown devices. A condition that still holds leaves its open alert as it is (a job run is not a new
 * observation); rumination is judged once per settlement and local day.
 */
export class AlertRulesJob {
  constructor(
    private readonly database: Database,
    private readonly publish: (changes: AlertChange[]) => void,
    private readonly coefficientTables: CoefficientTablesService,
  ) {}

  /**
   * Every settlement in turn, each in its own transaction: one that fails (its error is thrown once
   * the others are done, for the job's log) keeps no other from its alerts. Once `signal` aborts (the
   * job's lease was lost to another server) it writes nothing more: what it wrote is published, and
   * the abort is thrown.
   */
  async run(now = Date.now(), signal?: AbortSignal): Promise<AlertChange[]> {
    const changes: AlertChange[] = [];
    const failures: unknown[] = [];
    for (const row of await alertsRepository.settlements(this.database.db)) {
      if (signal?.aborted) break;
      try {
        const settlement = toSettlementContext(row);
        const ops = new AlertOps();
        await this.noSignal(ops, settlement, now);
        await this.heat(ops, settlement, now);
        await this.inactivity(ops, settlement, now);
        await this.closeEnded(ops, settlement, now);
        const states = await this.rumination(ops, settlement, now);
        if (signal?.aborted) break;
        changes.push(...(await writeAlerts(this.database, ops.list, states)));
      } catch (error) {
        failures.push(error);
      }
    }
    if (changes.length > 0) this.publish(changes);
    signal?.throwIfAborted();
    if (failures.length > 0) throw failures[0];
    return changes;
  }

  private async noSignal(ops: AlertOps, settlement: SettlementContext, now: number): Promise<void> {
    const hours = settlement.params.noSignalHours;
    for (const device of await alertsRepository.silentDevices(
      this.database.db,
      settlement.id,
      now - hours * HOUR_MS,
    )) {
      const subject = deviceSubject('noSignal', settlement, {
        id: device.id,
        identifier: device.identifier,
        animalId: device.animal_id,
      });
      const silentHours = round1((now - Number(device.ts)) / HOUR_MS);
      ops.raise(
        subject,
        { at: now, value: silentHours, threshold: hours, lat: device.lat, lng: device.lng },
        1,
        true,
      );
    }
  }

  private async heat(ops: AlertOps, settlement: SettlementContext, now: number): Promise<void> {
    const { ithAlert, ithFormula } = settlement.params;
    const { threshold, basis } = heatStressRules(
      await this.coefficientTables.current(),
      settlement.herdType,
      ithAlert,
    );
    const offset = settlement.utcOffsetMinutes;
    const key = locationKey(settlement.location.lat, settlement.location.lng, offset);
    const tomorrow = localDay(now + DAY_MS, offset);
    const hours = await alertsRepository.weatherHours(
      this.database.db,
      key,
      now - CURRENT_WEATHER_MAX_AGE_MS,
      dayEnd(tomorrow, offset),
    );
    const ith = (hour: (typeof hours)[number]) =>
      hour.temperature === null || hour.humidity === null
        ? null
        : ithOf(
            { temperature: hour.temperature, humidity: hour.humidity, dewPoint: hour.dew_point },
            ithFormula,
          );
    const current = hours.filter((h) => Number(h.ts) <= now).at(-1);
    const currentIth = current ? ith(current) : null;
    const where = { lat: settlement.location.lat, lng: settlement.location.lng };
    if (currentIth !== null) {
      const subject = settlementSubject('heatStress', settlement);
      if (currentIth >= threshold) {
        const figure = { at: now, value: round1(currentIth), threshold, thresholdBasis: basis, ...where };
        ops.raise(subject, figure, 1, true);
      } else await this.resolveOpen(ops, subject, now);
    }
    const tomorrowIths = hours
      .filter((h) => Number(h.ts) >= dayStart(tomorrow, offset))
      .flatMap((h) => {
        const value = ith(h);
        return value === null ? [] : [value];
      });
    if (tomorrowIths.length > 0) {
      const max = Math.max(...tomorrowIths);
      const subject = settlementSubject('heatForecast', settlement);
      if (max >= HEAT_FORECAST_ITH)
        ops.raise(subject, { at: now, value: round1(max), threshold: HEAT_FORECAST_ITH, ...where }, 1, true);
      else await this.resolveOpen(ops, subject, now);
    }
  }

  private async inactivity(ops: AlertOps, settlement: SettlementContext, now: number): Promise<void> {
    const hours = settlement.params.inactivityHours;
    const rows = await alertsRepository.stillness(this.database.db, settlement.id, now - hours * HOUR_MS);
    const open = await this.openSubjects(settlement, 'inactivity');
    for (const row of rows) {
      if (row.animal_id === null) continue;
      const spread =
        row.min_lat === null || row.max_lat === null || row.min_lng === null || row.max_lng === null
          ? null
          : haversineMeters(
              { lat: Number(row.min_lat), lng: Number(row.min_lng) },
              { lat: Number(row.max_lat), lng: Number(row.max_lng) },
            );
      const still = {
        spreadMeters: spread,
        activeSeconds: Number(row.active_s),
        firstTs: Number(row.first_ts),
        lastTs: Number(row.last_ts),
      };
      const subject = animalSubject('inactivity', settlement, { id: row.animal_id, caravana: row.caravana });
      if (isInactive(still, hours)) {
        const lat = row.max_lat === null ? null : Number(row.max_lat);
        const lng = row.max_lng === null ? null : Number(row.max_lng);
        ops.raise(subject, { at: now, value: hours, threshold: hours, lat, lng }, 1, true);
      } else if (open.has(row.animal_id)) ops.resolve(subject, now);
    }
  }

  /**
   * Rumination drop, once per settlement and local day: the last whole day against the animal's own
   * baseline of the days before it. A drop on a new day while the alert is open is a repeat.
   */
  private async rumination(ops: AlertOps, settlement: SettlementContext, now: number) {
    const offset = settlement.utcOffsetMinutes;
    const day = localDay(now - DAY_MS, offset);
    const judged = dayStart(day, offset);
    const [state] = await alertsRepository.ruleStates(this.database, [
      { rule: 'ruminationDrop', subjectId: settlement.id },
    ]);
    if (state?.since === judged) return [];
    const first = addDays(day, -RUMINATION_BASELINE_DAYS);
    const rows = await alertsRepository.animalDays(this.database.db, settlement.id, first, day);
    const open = await this.openSubjects(settlement, 'ruminationDrop');
    const byAnimal = new Map<string, typeof rows>();
    for (const row of rows) byAnimal.set(row.animal_id, [...(byAnimal.get(row.animal_id) ?? []), row]);
    const threshold = settlement.params.ruminationDropMinutes;
    for (const [animalId, days] of byAnimal) {
      const asDay = (row: (typeof days)[number]) => ({
        day: row.day,
        ruminatingS: Number(row.ruminating_s),
        readings: Number(row.readings),
      });
      // A partial day (an animal's first, begun late) is neither judged nor part of the baseline.
      const whole = days.filter(
        (d) => !isPartialDay(d.day, offset, now, d.history_start === null ? null : Number(d.history_start)),
      );
      const drop = ruminationDropMinutes(
        whole.filter((d) => d.day === day).map(asDay)[0],
        whole.filter((d) => d.day < day).map(asDay),
      );
      if (drop === null) continue;
      const subject = animalSubject('ruminationDrop', settlement, {
        id: animalId,
        caravana: days[0]!.caravana,
      });
      const figure = { at: now, value: Math.round(drop), threshold, lat: null, lng: null };
      if (drop >= threshold) ops.raise(subject, figure);
      else if (open.has(animalId)) ops.resolve(subject, now);
    }
    return [
      {
        rule: 'ruminationDrop',
        subject_id: settlement.id,
        counter: 0,
        since: judged,
        lat: null,
        lng: null,
        updated_at: now,
      },
    ];
  }

  /** Night movement ends with the night; an unknown-device alert once its gateway has been quiet a day. */
  private async closeEnded(ops: AlertOps, settlement: SettlementContext, now: number): Promise<void> {
    const { nightFromHour, nightToHour } = settlement.params;
    const night = nightAt(now, nightFromHour, nightToHour, settlement.utcOffsetMinutes);
    for (const alert of await alertsRepository.openOfType(this.database.db, settlement.id, 'nightMovement')) {
      if (!night || alert.opened_at < night.start)
        ops.resolve(
          animalSubject('nightMovement', settlement, { id: alert.subject_id, caravana: alert.subject_label }),
          now,
        );
    }
    for (const alert of await alertsRepository.openOfType(this.database.db, settlement.id, 'unknownDevice')) {
      if (alert.last_at < now - UNKNOWN_DEVICE_QUIET_MS) {
        ops.resolve(
          { ...settlementSubject('unknownDevice', settlement), kind: 'gateway', id: alert.subject_id },
          now,
        );
      }
    }
  }

  private async openSubjects(settlement: SettlementContext, type: 'inactivity' | 'ruminationDrop') {
    return new Set(
      (await alertsRepository.openOfType(this.database.db, settlement.id, type)).map((a) => a.subject_id),
    );
  }

  private async resolveOpen(ops: AlertOps, subject: AlertSubject, now: number): Promise<void> {
    const [open] = await alertsRepository.openOfType(this.database.db, subject.settlementId, subject.type);
    if (open) ops.resolve(subject, now);
  }
}
