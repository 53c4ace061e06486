import type { Language } from '@tropero/shared/constants';
import type { AnimalsService } from '../animals/animals.service';
import type { DevicesService } from '../devices/devices.service';
import type { ExportColumn, ExportValue } from './spreadsheet-writer';

/** A row of what a service's download streams. */
type Streamed<F extends (...args: never[]) => AsyncIterable<unknown[]>> =
  ReturnType<F> extends AsyncIterable<(infer R)[]> ? R : never;
type AnimalListRow = Streamed<AnimalsService['everyMatching']>;
type DeviceListRow = Streamed<DevicesService['everyMatching']>;

export type Texts = Record<Language, string>;

/** What a row needs besides itself: settlement names and time offsets. */
export interface ExportContext {
  settlements: ReadonlyMap<string, { name: string; utcOffsetMinutes: number }>;
}

export interface ColumnSpec<R> {
  header: Texts;
  width: number;
  date?: boolean;
  value(row: R, context: ExportContext): ExportValue;
}

/** yyyy-mm-dd text as a Date at UTC midnight, which Excel shows as that very day. */
const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

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

const ANIMAL_COLUMNS: ColumnSpec<AnimalListRow>[] = [
  { header: { es_AR: 'Caravana', en_US: 'Ear tag', pt_BR: 'Brinco' }, width: 16, value: (r) => r.caravana },
  { header: { es_AR: 'SENASA', en_US: 'SENASA', pt_BR: 'SENASA' }, width: 16, value: (r) => r.senasa },
  {
    header: { es_AR: 'Caravana electrónica', en_US: 'Electronic ID', pt_BR: 'Brinco eletrônico' },
    width: 18,
    value: (r) => r.eid,
  },
  { header: { es_AR: 'Categoría', en_US: 'Type', pt_BR: 'Categoria' }, width: 14, value: (r) => r.type },
  {
    header: { es_AR: 'Subcategoría', en_US: 'Subtype', pt_BR: 'Subcategoria' },
    width: 16,
    value: (r) => r.subtype,
  },
  { header: { es_AR: 'Raza', en_US: 'Breed', pt_BR: 'Raça' }, width: 20, value: (r) => r.breed },
  { header: { es_AR: 'Sexo', en_US: 'Sex', pt_BR: 'Sexo' }, width: 6, value: (r) => r.sex },
  {
    header: { es_AR: 'Fecha de nacimiento', en_US: 'Birth date', pt_BR: 'Data de nascimento' },
    width: 14,
    date: true,
    value: (r) => day(r.birth_day),
  },
  {
    header: { es_AR: 'Peso (kg)', en_US: 'Weight (kg)', pt_BR: 'Peso (kg)' },
    width: 10,
    value: (r) => r.weight_kg,
  },
  {
    header: { es_AR: 'Observaciones', en_US: 'Notes', pt_BR: 'Observações' },
    width: 30,
    value: (r) => r.observations,
  },
  {
    header: { es_AR: 'Establecimiento', en_US: 'Settlement', pt_BR: 'Estabelecimento' },
    width: 22,
    value: (r, context) => settlementName(r.settlement_id, context),
  },
  // 'SIN RODEO' is a value of the domain, like the animal types: not translated.
  {
    header: { es_AR: 'Rodeo', en_US: 'Roundup', pt_BR: 'Lote' },
    width: 16,
    value: (r) => r.roundup_name ?? 'SIN RODEO',
  },
  { header: { es_AR: 'Potrero', en_US: 'Plot', pt_BR: 'Piquete' }, width: 16, value: (r) => r.plot_name },
];

const DEVICE_COLUMNS: ColumnSpec<DeviceListRow>[] = [
  {
    header: { es_AR: 'Identificador', en_US: 'Identifier', pt_BR: 'Identificador' },
    width: 22,
    value: (r) => r.identifier,
  },
  {
    header: { es_AR: 'Tipo de identificador', en_US: 'Identifier type', pt_BR: 'Tipo de identificador' },
    width: 10,
    value: (r) => r.identifier_type,
  },
  { header: { es_AR: 'Tipo', en_US: 'Type', pt_BR: 'Tipo' }, width: 14, value: (r) => r.type },
  {
    header: { es_AR: 'Firmware', en_US: 'Firmware', pt_BR: 'Firmware' },
    width: 12,
    value: (r) => r.firmware,
  },
  {
    header: { es_AR: 'Tecnología', en_US: 'Technology', pt_BR: 'Tecnologia' },
    width: 12,
    value: (r) => r.technology,
  },
  {
    header: { es_AR: 'Señales', en_US: 'Signals', pt_BR: 'Sinais' },
    width: 24,
    value: (r) => (JSON.parse(r.signals) as string[]).join(', ') || null,
  },
  {
    header: { es_AR: 'Establecimiento', en_US: 'Settlement', pt_BR: 'Estabelecimento' },
    width: 22,
    value: (r, context) => settlementName(r.settlement_id, context),
  },
  {
    header: { es_AR: 'Caravana del animal', en_US: 'Animal ear tag', pt_BR: 'Brinco do animal' },
    width: 16,
    value: (r) => r.animal_caravana,
  },
  {
    header: { es_AR: 'Última señal', en_US: 'Last seen', pt_BR: 'Último sinal' },
    width: 22,
    value: (r, context) =>
      localTime(
        r.last_seen_at,
        r.settlement_id ? context.settlements.get(r.settlement_id)?.utcOffsetMinutes : undefined,
      ),
  },
  {
    header: { es_AR: 'Batería (%)', en_US: 'Battery (%)', pt_BR: 'Bateria (%)' },
    width: 10,
    value: (r) => r.battery,
  },
];

export function localise<R>(
  specs: ColumnSpec<R>[],
  language: Language,
  context: ExportContext,
): ExportColumn<R>[] {
  return specs.map((spec) => ({
    header: spec.header[language],
    width: spec.width,
    date: spec.date,
    value: (row) => spec.value(row, context),
  }));
}

export const animalColumns = (language: Language, context: ExportContext) =>
  localise(ANIMAL_COLUMNS, language, context);
export const deviceColumns = (language: Language, context: ExportContext) =>
  localise(DEVICE_COLUMNS, language, context);

/** File and sheet names: `animales-2026-11-22.csv`. */
export const EXPORT_NAMES: Record<'animals' | 'devices' | 'locations' | 'events', Texts> = {
  animals: { es_AR: 'animales', en_US: 'animals', pt_BR: 'animais' },
  devices: { es_AR: 'dispositivos', en_US: 'devices', pt_BR: 'dispositivos' },
  locations: { es_AR: 'ubicaciones', en_US: 'locations', pt_BR: 'localizacoes' },
  events: { es_AR: 'eventos', en_US: 'events', pt_BR: 'eventos' },
};
