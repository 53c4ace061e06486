import type { Language } from '@tropero/shared/constants';
import { translate, type TextKey } from '../../i18n/texts';
import type { AnimalsService } from '../animals/animals.service';
import type { DevicesService } from '../devices/devices.service';
import type { ExportColumn, ExportValue } from './spreadsheet-writer';

/** A row of what a service's download streams. */
type Streamed<F extends (...args: never[]) => AsyncIterable<unknown[]>> =
  ReturnType<F> extends AsyncIterable<(infer R)[]> ? R : never;
type AnimalListRow = Streamed<AnimalsService['everyMatching']>;
type DeviceListRow = Streamed<DevicesService['everyMatching']>;

/** What a row needs besides itself: settlement names and time offsets. */
export interface ExportContext {
  settlements: ReadonlyMap<string, { name: string; utcOffsetMinutes: number }>;
}

export interface ColumnSpec<R> {
  /** The header's text in the `exports` catalogue (packages/shared/locales). */
  header: TextKey;
  width: number;
  date?: boolean;
  value(row: R, context: ExportContext): ExportValue;
}

/** yyyy-mm-dd text as a Date at UTC midnight, which Excel shows as that very day. */
export const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

/** An instant as yyyy-mm-dd hh:mm in the settlement's time (UTC−3 by default), with the offset. */
export function localTime(epochMs: number | null, offsetMinutes = -180): string | null {
  if (epochMs === null) return null;
  const local = new Date(epochMs + offsetMinutes * 60_000).toISOString();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.slice(0, 10)} ${local.slice(11, 16)} ${offset}`;
}

const settlementName = (id: string | null, context: ExportContext) =>
  id ? (context.settlements.get(id)?.name ?? null) : null;

/** A settlement's offset from UTC in minutes; undefined for none or one not in the context. */
export const settlementOffset = (id: string | null | undefined, context: ExportContext) =>
  id ? context.settlements.get(id)?.utcOffsetMinutes : undefined;

const ANIMAL_COLUMNS: ColumnSpec<AnimalListRow>[] = [
  { header: 'exports.columns.caravana', width: 16, value: (r) => r.caravana },
  { header: 'exports.columns.senasa', width: 16, value: (r) => r.senasa },
  { header: 'exports.columns.eid', width: 18, value: (r) => r.eid },
  { header: 'exports.columns.animalType', width: 14, value: (r) => r.type },
  { header: 'exports.columns.subtype', width: 16, value: (r) => r.subtype },
  { header: 'exports.columns.breed', width: 20, value: (r) => r.breed },
  { header: 'exports.columns.sex', width: 6, value: (r) => r.sex },
  { header: 'exports.columns.birthDate', width: 14, date: true, value: (r) => day(r.birth_day) },
  { header: 'exports.columns.weight', width: 10, value: (r) => r.weight_kg },
  { header: 'exports.columns.notes', width: 30, value: (r) => r.observations },
  {
    header: 'exports.columns.settlement',
    width: 22,
    value: (r, context) => settlementName(r.settlement_id, context),
  },
  // 'SIN RODEO' is a value of the domain, like the animal types: not translated.
  { header: 'exports.columns.roundup', width: 16, value: (r) => r.roundup_name ?? 'SIN RODEO' },
  { header: 'exports.columns.plot', width: 16, value: (r) => r.plot_name },
];

const DEVICE_COLUMNS: ColumnSpec<DeviceListRow>[] = [
  { header: 'exports.columns.identifier', width: 22, value: (r) => r.identifier },
  { header: 'exports.columns.identifierType', width: 10, value: (r) => r.identifier_type },
  { header: 'exports.columns.deviceType', width: 14, value: (r) => r.type },
  { header: 'exports.columns.firmware', width: 12, value: (r) => r.firmware },
  { header: 'exports.columns.technology', width: 12, value: (r) => r.technology },
  {
    header: 'exports.columns.signals',
    width: 24,
    value: (r) => (JSON.parse(r.signals) as string[]).join(', ') || null,
  },
  {
    header: 'exports.columns.settlement',
    width: 22,
    value: (r, context) => settlementName(r.settlement_id, context),
  },
  { header: 'exports.columns.animalCaravana', width: 16, value: (r) => r.animal_caravana },
  {
    header: 'exports.columns.lastSeen',
    width: 22,
    value: (r, context) => localTime(r.last_seen_at, settlementOffset(r.settlement_id, context)),
  },
  { header: 'exports.columns.battery', width: 10, value: (r) => r.battery },
];

export function localise<R>(
  specs: ColumnSpec<R>[],
  language: Language,
  context: ExportContext,
): ExportColumn<R>[] {
  return specs.map((spec) => ({
    header: translate(language, spec.header),
    width: spec.width,
    date: spec.date,
    value: (row) => spec.value(row, context),
  }));
}

export const animalColumns = (language: Language, context: ExportContext) =>
  localise(ANIMAL_COLUMNS, language, context);
export const deviceColumns = (language: Language, context: ExportContext) =>
  localise(DEVICE_COLUMNS, language, context);

/** A download's file and sheet name (`animales` of `animales-2026-11-22.csv`), in the user's language. */
export const exportName = (
  language: Language,
  kind: 'animals' | 'devices' | 'locations' | 'events' | 'animalEvents' | 'operationReport',
) => translate(language, `exports.files.${kind}`);
