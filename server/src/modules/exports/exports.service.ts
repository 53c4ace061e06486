import type { Readable } from 'node:stream';
import { TIME_ZONE_OFFSET_HOURS, type Language } from '@tropero/shared/constants';
import type { AnimalListQuery, DeviceListQuery } from '@tropero/shared/herd';
import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../http/account-scope';
import { animalsRepository, type AnimalSort } from '../animals/animals.repository';
import { scopeFilters } from '../animals/animals.service';
import { devicesRepository, type DeviceSort } from '../devices/devices.repository';
import type { SettlementsService } from '../settlements/settlements.service';
import { animalColumns, deviceColumns, EXPORT_NAMES, type ExportContext } from './export-columns';
import { EXPORT_CONTENT_TYPES, spreadsheetStream, type ExportFormat } from './spreadsheet-writer';

export type AnimalExportQuery = Omit<AnimalListQuery, 'page' | 'pageSize'> & { format: ExportFormat };
export type DeviceExportQuery = Omit<DeviceListQuery, 'page' | 'pageSize'> & { format: ExportFormat };

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Readable;
}

/** Today in Argentina (spec §9: UTC−3), for file names. */
const today = () => new Date(Date.now() + TIME_ZONE_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

const order = <S extends string>(sort: string) => ({
  sort: sort.replace('-', '') as S,
  desc: sort.startsWith('-'),
});

/**
 * Downloads of animals and devices (CSV or XLSX): every row matching the list's filters, in the
 * list's order, with column headers in the user's language. Rows are read in chunks and
 * streamed, so that a large herd neither fills memory nor holds the database for long.
 */
export class ExportsService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
  ) {}

  async animals(scope: AccountScope, query: AnimalExportQuery, language: Language): Promise<ExportFile> {
    const context = await this.context(scope, query.settlementId);
    const chunks = animalsRepository.everyMatching(
      this.db,
      { ...scopeFilters(scope), ...query, search: query.q },
      order<AnimalSort>(query.sort),
    );
    return this.file('animals', query.format, language, animalColumns(language, context), chunks);
  }

  async devices(scope: AccountScope, query: DeviceExportQuery, language: Language): Promise<ExportFile> {
    const context = await this.context(scope, query.settlementId);
    const chunks = devicesRepository.everyMatching(
      this.db,
      { ...scopeFilters(scope), settlementId: query.settlementId, type: query.type, search: query.q },
      order<DeviceSort>(query.sort),
    );
    return this.file('devices', query.format, language, deviceColumns(language, context), chunks);
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

  private file<R>(
    kind: 'animals' | 'devices',
    format: ExportFormat,
    language: Language,
    columns: Parameters<typeof spreadsheetStream<R>>[2],
    chunks: AsyncIterable<R[]>,
  ): ExportFile {
    const name = EXPORT_NAMES[kind][language];
    return {
      filename: `${name}-${today()}.${format}`,
      contentType: EXPORT_CONTENT_TYPES[format],
      body: spreadsheetStream(format, name, columns, chunks),
    };
  }
}
