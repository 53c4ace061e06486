import type { Readable } from 'node:stream';
import type { Language } from '@tropero/shared/constants';
import { DEFAULT_UTC_OFFSET_MINUTES, todayAt } from '@tropero/shared/local-day';
import type { AnimalListQuery, DeviceListQuery } from '@tropero/shared/herd';
import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../access/account-scope';
import { energyCoefficientsOf } from '@tropero/shared/energy';
import type { AnimalsService } from '../animals/animals.service';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import type { DevicesService } from '../devices/devices.service';
import type { SettlementsService } from '../settlements/settlements.service';
import { AppError } from '../../errors/app-error';
import { telemetryExportRepository } from './telemetry-export.repository';
import { firstDay, lastDay, type Range } from '../range/request-range';
import {
  animalColumns,
  deviceColumns,
  exportName,
  settlementOffset,
  type ExportContext,
} from './export-columns';
import { geojsonStream } from './geojson-writer';
import { eventColumns, locationColumns } from './telemetry-columns';
import { EXPORT_CONTENT_TYPES, spreadsheetStream, type ExportFormat } from './spreadsheet-writer';

export type AnimalExportQuery = Omit<AnimalListQuery, 'page' | 'pageSize'> & { format: ExportFormat };
export type DeviceExportQuery = Omit<DeviceListQuery, 'page' | 'pageSize'> & { format: ExportFormat };

export interface TelemetryExportQuery {
  format: ExportFormat | 'geojson';
  animalIds?: string[];
  settlementId?: string;
  range: Range;
}

/** One group's chunks after another's. */
async function* chained<T>(groups: string[][], read: (ids: string[]) => AsyncIterable<T[]>) {
  for (const group of groups) yield* read(group);
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Readable;
}

/** A settlement's offset from UTC in minutes; the product's default one for a file over several. */
const offsetOf = (context: ExportContext, settlementId: string | undefined) =>
  settlementOffset(settlementId, context) ?? DEFAULT_UTC_OFFSET_MINUTES;

/**
 * Downloads of animals and devices (CSV or XLSX): every row matching the list's filters, in the
 * list's order, with column headers in the user's language. Rows are read in chunks and
 * streamed, so that a large herd neither fills memory nor holds the database for long.
 */
export class ExportsService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly animalsService: AnimalsService,
    private readonly devicesService: DevicesService,
    private readonly tables: CoefficientTablesService,
  ) {}

  async animals(scope: AccountScope, query: AnimalExportQuery, language: Language): Promise<ExportFile> {
    const context = await this.context(scope, query.settlementId);
    const chunks = this.animalsService.everyMatching(scope, query);
    const offset = offsetOf(context, query.settlementId);
    return this.file('animals', query.format, language, offset, animalColumns(language, context), chunks);
  }

  async devices(scope: AccountScope, query: DeviceExportQuery, language: Language): Promise<ExportFile> {
    const context = await this.context(scope, query.settlementId);
    const chunks = this.devicesService.everyMatching(scope, query);
    const offset = offsetOf(context, query.settlementId);
    return this.file('devices', query.format, language, offset, deviceColumns(language, context), chunks);
  }

  /** Reported locations of some animals (or a settlement's), as CSV, XLSX or GeoJSON. */
  async locations(scope: AccountScope, query: TelemetryExportQuery, language: Language): Promise<ExportFile> {
    const { groups, context } = await this.animalGroups(scope, query);
    const chunks = chained(groups, (ids) =>
      telemetryExportRepository.locations(this.db, ids, query.range.from, query.range.to),
    );
    const offset = offsetOf(context, query.settlementId);
    if (query.format === 'geojson') {
      return {
        filename: `${exportName(language, 'locations')}-${todayAt(Date.now(), offset)}.geojson`,
        contentType: 'application/geo+json',
        body: geojsonStream(chunks),
      };
    }
    const columns = locationColumns(language, context);
    return this.file('locations', query.format, language, offset, columns, chunks);
  }

  /** Daily events (behaviour hours, km, Mcal) of some animals (or a settlement's). */
  async events(
    scope: AccountScope,
    query: TelemetryExportQuery & { format: ExportFormat },
    language: Language,
  ): Promise<ExportFile> {
    const { groups, context } = await this.animalGroups(scope, query);
    // The rollups' days are their settlement's local days: a range of instants is read at the
    // settlement's offset (the default one over several settlements); days asked are taken as written.
    const offset = offsetOf(context, query.settlementId);
    const [fromDay, toDay] = [firstDay(query.range, offset), lastDay(query.range, offset)];
    const chunks = chained(groups, (ids) => telemetryExportRepository.events(this.db, ids, fromDay, toDay));
    const columns = eventColumns(language, context, energyCoefficientsOf(await this.tables.current()));
    return this.file('events', query.format, language, offset, columns, chunks);
  }

  /** The animals asked for (all reachable, or 404), in groups small enough for one query each. */
  private async animalGroups(scope: AccountScope, query: TelemetryExportQuery) {
    let ids = query.animalIds ?? [];
    if (query.settlementId) {
      ids = await this.animalsService.idsInSettlement(scope, query.settlementId);
    } else if ((await this.animalsService.existing(scope, ids)).length !== ids.length) {
      throw new AppError('NOT_FOUND');
    }
    const groups = Array.from({ length: Math.ceil(ids.length / 500) }, (_, i) =>
      ids.slice(i * 500, (i + 1) * 500),
    );
    return { groups, context: await this.context(scope) };
  }

  /** Settlement names for the rows; a settlement filter the caller cannot reach answers 404. */
  private async context(scope: AccountScope, settlementId?: string): Promise<ExportContext> {
    if (settlementId) await this.settlements.find(scope, settlementId);
    const settlements = await this.settlements.list(scope);
    return {
      settlements: new Map(
        settlements.map((s) => [s._id, { name: s.name, utcOffsetMinutes: s.utcOffsetMinutes }]),
      ),
    };
  }

  /** A file named for what it holds and today at the settlement exported (`offsetMinutes` from UTC). */
  private file<R>(
    kind: 'animals' | 'devices' | 'locations' | 'events',
    format: ExportFormat,
    language: Language,
    offsetMinutes: number,
    columns: Parameters<typeof spreadsheetStream<R>>[2],
    chunks: AsyncIterable<R[]>,
  ): ExportFile {
    const name = exportName(language, kind);
    return {
      filename: `${name}-${todayAt(Date.now(), offsetMinutes)}.${format}`,
      contentType: EXPORT_CONTENT_TYPES[format],
      body: spreadsheetStream(format, name, columns, chunks),
    };
  }
}
