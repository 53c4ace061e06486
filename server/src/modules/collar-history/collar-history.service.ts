import type { CollarBattery } from '@tropero/shared/contracts/collar-history';
import { HOUR_MS } from '@tropero/shared/constants';
import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../access/account-scope';
import type { DevicesService } from '../devices/devices.service';
import { DEFAULT_UTC_OFFSET_MINUTES } from '@tropero/shared/local-day';
import { atSettlement, type Range } from '../range/request-range';
import type { SettlementsService } from '../settlements/settlements.service';
import { collarHistoryRepository } from './collar-history.repository';

/** What the collars reported over time: battery and temperature per hour, the herd's batteries now. */
export class CollarHistoryService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly devices: DevicesService,
  ) {}

  /** A measure of one device's readings, grouped by hour. */
  private async hourly(
    scope: AccountScope,
    deviceId: string,
    measure: 'battery' | 'temperature',
    range: Range,
  ) {
    const device = await this.devices.get(scope, deviceId);
    // Days asked are the days of the collar's settlement (UTC−3 for a collar in none).
    const offset = device.settlementId
      ? (await this.settlements.find(scope, device.settlementId)).utc_offset_minutes
      : DEFAULT_UTC_OFFSET_MINUTES;
    const { from, to } = atSettlement(range, offset);
    const rows = await collarHistoryRepository.deviceMeasure(this.db, deviceId, measure, from, to);
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

  /**
   * The herd's collars at their last reported battery, the lowest first; those that never reported
   * one come last (ordered here: the dialects sort nulls differently).
   */
  async batteries(scope: AccountScope, settlementId: string, roundupId?: string): Promise<CollarBattery[]> {
    await this.settlements.find(scope, settlementId);
    const rows = await collarHistoryRepository.collarBatteries(this.db, settlementId, roundupId);
    return rows
      .map((row) => ({
        deviceId: row.device_id,
        identifier: row.identifier,
        animalId: row.animal_id,
        caravana: row.caravana,
        battery: row.battery,
        ts: row.ts === null ? null : Number(row.ts),
      }))
      .sort(
        (a, b) => (a.battery ?? Infinity) - (b.battery ?? Infinity) || a.caravana.localeCompare(b.caravana),
      );
  }
}
