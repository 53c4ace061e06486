import type { Language } from '@tropero/shared/constants';
import { dailyEnergy, type EnergyCoefficients } from '@tropero/shared/energy';
import { weightOrDefault } from '@tropero/shared/herd';
import { mcal } from '../herd-activity/energy-basis';
import type { EventRow, LocationRow } from './telemetry-export.repository';
import { localise, localTime, type ColumnSpec, type ExportContext } from './export-columns';

const offsetOf = (settlementId: string, context: ExportContext) =>
  context.settlements.get(settlementId)?.utcOffsetMinutes;
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
const km = (row: EventRow) => Math.round(row.distance_m / 10) / 100;
const energyOf = (row: EventRow, energy: EnergyCoefficients) =>
  dailyEnergy(weightOrDefault(row.type, row.weight_kg), km(row), energy);
/** A column of the seconds a day spent in one behaviour, shown in hours. */
const hoursColumn = (
  header: ColumnSpec<EventRow>['header'],
  seconds: (row: EventRow) => number,
): ColumnSpec<EventRow> => ({ header, width: 12, value: (r) => hours(seconds(r)) });

const LOCATION_COLUMNS: ColumnSpec<LocationRow>[] = [
  { header: { es_AR: 'Caravana', en_US: 'Ear tag', pt_BR: 'Brinco' }, width: 16, value: (r) => r.caravana },
  {
    header: { es_AR: 'Fecha y hora', en_US: 'Date and time', pt_BR: 'Data e hora' },
    width: 24,
    value: (r, c) => localTime(Number(r.ts), offsetOf(r.settlement_id, c)),
  },
  { header: { es_AR: 'Latitud', en_US: 'Latitude', pt_BR: 'Latitude' }, width: 12, value: (r) => r.lat },
  { header: { es_AR: 'Longitud', en_US: 'Longitude', pt_BR: 'Longitude' }, width: 12, value: (r) => r.lng },
  {
    header: { es_AR: 'Precisión (m)', en_US: 'Accuracy (m)', pt_BR: 'Precisão (m)' },
    width: 12,
    value: (r) => r.accuracy,
  },
  {
    header: { es_AR: 'Batería (%)', en_US: 'Battery (%)', pt_BR: 'Bateria (%)' },
    width: 10,
    value: (r) => r.battery,
  },
  {
    header: { es_AR: 'Temperatura (°C)', en_US: 'Temperature (°C)', pt_BR: 'Temperatura (°C)' },
    width: 14,
    value: (r) => r.temperature,
  },
];

/**
 * The daily events, energy on both bases with the current `energy` coefficients: EN (net energy,
 * NRC) and EM (metabolisable energy, the basis of Argentine rations), and the weight they used (the
 * recorded one; blank there, the animal's category default).
 */
const eventSpecs = (energy: EnergyCoefficients): ColumnSpec<EventRow>[] => [
  { header: { es_AR: 'Caravana', en_US: 'Ear tag', pt_BR: 'Brinco' }, width: 16, value: (r) => r.caravana },
  {
    header: { es_AR: 'Día (UTC)', en_US: 'Day (UTC)', pt_BR: 'Dia (UTC)' },
    width: 12,
    date: true,
    value: (r) => new Date(`${r.day}T00:00:00Z`),
  },
  hoursColumn({ es_AR: 'Pastoreo (h)', en_US: 'Grazing (h)', pt_BR: 'Pastejo (h)' }, (r) => r.grazing_s),
  hoursColumn({ es_AR: 'Rumia (h)', en_US: 'Ruminating (h)', pt_BR: 'Ruminação (h)' }, (r) => r.ruminating_s),
  hoursColumn({ es_AR: 'Bebiendo (h)', en_US: 'Drinking (h)', pt_BR: 'Bebendo (h)' }, (r) => r.drinking_s),
  hoursColumn({ es_AR: 'Descanso (h)', en_US: 'Resting (h)', pt_BR: 'Descanso (h)' }, (r) => r.resting_s),
  hoursColumn({ es_AR: 'Caminando (h)', en_US: 'Walking (h)', pt_BR: 'Caminhando (h)' }, (r) => r.walking_s),
  {
    header: { es_AR: 'Distancia (km)', en_US: 'Distance (km)', pt_BR: 'Distância (km)' },
    width: 12,
    value: km,
  },
  {
    header: { es_AR: 'EN (Mcal)', en_US: 'NE (Mcal)', pt_BR: 'EL (Mcal)' },
    width: 12,
    value: (r) => mcal(energyOf(r, energy).enMcal),
  },
  {
    header: { es_AR: 'EM (Mcal)', en_US: 'ME (Mcal)', pt_BR: 'EM (Mcal)' },
    width: 12,
    value: (r) => mcal(energyOf(r, energy).emMcal),
  },
  {
    header: { es_AR: 'Peso usado (kg)', en_US: 'Weight used (kg)', pt_BR: 'Peso usado (kg)' },
    width: 14,
    value: (r) => weightOrDefault(r.type, r.weight_kg),
  },
  {
    header: { es_AR: 'Peso registrado (kg)', en_US: 'Recorded weight (kg)', pt_BR: 'Peso registrado (kg)' },
    width: 16,
    value: (r) => r.weight_kg,
  },
  {
    header: { es_AR: 'Lecturas', en_US: 'Readings', pt_BR: 'Leituras' },
    width: 10,
    value: (r) => r.readings,
  },
];

export const locationColumns = (language: Language, context: ExportContext) =>
  localise(LOCATION_COLUMNS, language, context);
export const eventColumns = (language: Language, context: ExportContext, energy: EnergyCoefficients) =>
  localise(eventSpecs(energy), language, context);
