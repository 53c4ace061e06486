import { DAY_MS, HOUR_MS, type Language } from '@tropero/shared/constants';
import { DEFAULT_UTC_OFFSET_MINUTES } from '@tropero/shared/local-day';
import type {
  OperationBucket,
  OperationReport,
  OperationReportQuery,
  ReportFrequency,
  ReportSettlement,
} from '@tropero/shared/contracts/reports';
import type { Range } from '@tropero/shared/contracts/range';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import {
  EXPORT_CONTENT_TYPES,
  spreadsheetStream,
  type ExportColumn,
  type ExportFormat,
} from '../exports/spreadsheet-writer';
import { translate } from '../../i18n/texts';
import { exportName, localise, type ColumnSpec } from '../exports/export-columns';
import type { ExportFile } from '../exports/exports.service';
import { atSettlement, toRange } from '../range/request-range';
import { reportsRepository, type ReportTarget } from './reports.repository';

const SIZE_MS: Record<ReportFrequency, number> = { hour: HOUR_MS, day: DAY_MS };
const SETTLEMENT_CHOICES = 20;

/**
 * The instants a report covers: days given as dates are the settlement's local days (the device's
 * settlement's; UTC−3 for a device in none); the ends widen to whole local buckets.
 */
export function reportRange(query: OperationReportQuery, offsetMs: number, now = Date.now()): Range {
  const { from, to } = atSettlement(toRange(query, now), offsetMs / 60_000);
  const size = SIZE_MS[query.frequency];
  const floor = (t: number) => Math.floor((t + offsetMs) / size) * size - offsetMs;
  return { from: floor(from), to: floor(to - 1) + size };
}

const COLUMNS: ColumnSpec<OperationBucket>[] = [
  { header: 'exports.columns.devicesReporting', width: 14, value: (b) => b.devicesReporting },
  { header: 'exports.columns.devicesSilent', width: 14, value: (b) => b.devicesSilent },
  { header: 'exports.columns.readings', width: 12, value: (b) => b.readings },
  { header: 'exports.columns.activeUsers', width: 12, value: (b) => b.activeUsers },
  { header: 'exports.columns.alertsRaised', width: 12, value: (b) => b.alerts },
];

/** A bucket's start in the settlement's time: yyyy-mm-dd for a day, yyyy-mm-dd hh:00 for an hour. */
const localStart = (start: string, frequency: ReportFrequency, offsetMs: number) => {
  const local = new Date(Date.parse(start) + offsetMs).toISOString();
  return frequency === 'day' ? local.slice(0, 10) : `${local.slice(0, 10)} ${local.slice(11, 16)}`;
};

/**
 * The operation report of the console (/reports, superadmin only): per hour or day of a settlement
 * or of one device, the devices that reported and those silent, the readings stored, the users who
 * used the app and the alerts raised. Every figure is one grouped aggregate over indexed rows.
 */
export class ReportsService {
  constructor(private readonly db: Executor) {}

  async operation(query: OperationReportQuery): Promise<OperationReport> {
    return (await this.localOperation(query)).report;
  }

  /** The report, with the offset (ms) of the local hours and days it is bucketed by. */
  private async localOperation(query: OperationReportQuery) {
    const { target, label, offsetMinutes } = await this.target(query);
    const offsetMs = offsetMinutes * 60_000;
    const range = reportRange(query, offsetMs);
    const size = SIZE_MS[query.frequency];
    const [devices, readings, alerts, userHours] = await Promise.all([
      reportsRepository.deviceCount(this.db, target),
      reportsRepository.readingsByBucket(this.db, target, range, size, offsetMs),
      reportsRepository.alertsByBucket(this.db, target, range, size, offsetMs),
      reportsRepository.activeUserHours(this.db, target, range),
    ]);
    const indexOf = (t: number) => Math.floor((t + offsetMs) / size);
    const first = indexOf(range.from);
    const buckets = Array.from({ length: (range.to - range.from) / size }, (_, i) => ({
      start: new Date((first + i) * size - offsetMs).toISOString(),
      devicesReporting: 0,
      devicesSilent: devices,
      readings: 0,
      activeUsers: 0,
      alerts: 0,
    }));
    const at = (bucket: number) => buckets[Number(bucket) - first];
    for (const row of readings) {
      const bucket = at(row.bucket);
      if (!bucket) continue;
      bucket.readings = Number(row.readings);
      bucket.devicesReporting = Number(row.devices);
      bucket.devicesSilent = Math.max(devices - bucket.devicesReporting, 0);
    }
    for (const row of alerts) {
      const bucket = at(row.bucket);
      if (bucket) bucket.alerts = Number(row.alerts);
    }
    const users = new Map<number, Set<string>>();
    for (const row of userHours) {
      const index = indexOf(Date.parse(`${row.hour}:00:00Z`));
      users.set(index, (users.get(index) ?? new Set()).add(row.user_id));
    }
    for (const [index, who] of users) {
      const bucket = at(index);
      if (bucket) bucket.activeUsers = who.size;
    }
    const report = { frequency: query.frequency, scopeLabel: label, devices, buckets };
    return { report, offsetMs };
  }

  /** The report as a CSV or XLSX file, headers in the user's language. */
  async operationFile(
    query: OperationReportQuery,
    format: ExportFormat,
    language: Language,
  ): Promise<ExportFile> {
    const { report, offsetMs } = await this.localOperation(query);
    const columns: ExportColumn<OperationBucket>[] = [
      {
        header: translate(language, `exports.columns.${query.frequency}`),
        width: 18,
        value: (b) => localStart(b.start, query.frequency, offsetMs),
      },
      ...localise(COLUMNS, language, { settlements: new Map() }),
    ];
    const name = exportName(language, 'operationReport');
    const first = report.buckets[0] ? localStart(report.buckets[0].start, 'day', offsetMs) : '';
    return {
      filename: `${name}-${first}.${format}`,
      contentType: EXPORT_CONTENT_TYPES[format],
      body: spreadsheetStream(
        format,
        name,
        columns,
        (async function* () {
          yield report.buckets;
        })(),
      ),
    };
  }

  /** Settlements of any account to scope a report to, by name or account name. */
  async settlements(search?: string): Promise<ReportSettlement[]> {
    const rows = await reportsRepository.settlementsMatching(this.db, search, SETTLEMENT_CHOICES);
    return rows.map((row) => ({ _id: row.id, name: row.name, accountName: row.account_name }));
  }

  private async target(
    query: OperationReportQuery,
  ): Promise<{ target: ReportTarget; label: string; offsetMinutes: number }> {
    if (query.scope === 'settlement') {
      const settlement = await reportsRepository.settlement(this.db, query.settlementId!);
      if (!settlement) throw new AppError('NOT_FOUND', { message: 'settlement not found' });
      return {
        target: { kind: 'settlement', settlementId: settlement.id, accountId: settlement.account_id },
        label: `${settlement.name} · ${settlement.account_name}`,
        offsetMinutes: settlement.utc_offset_minutes,
      };
    }
    const device = await reportsRepository.deviceByIdentifier(this.db, query.uuid!);
    if (!device) throw new AppError('NOT_FOUND', { message: 'device not found' });
    return {
      target: { kind: 'device', deviceId: device.id, accountId: device.account_id },
      label: device.identifier,
      offsetMinutes: device.utc_offset_minutes ?? DEFAULT_UTC_OFFSET_MINUTES,
    };
  }
}
