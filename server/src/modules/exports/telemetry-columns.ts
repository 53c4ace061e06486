import type { Language } from '@tropero/shared/constants';
import { dailyEnergy, type EnergyCoefficients } from '@tropero/shared/energy';
import { weightOrDefault } from '@tropero/shared/herd';
import { mcal } from '../herd-activity/energy-basis';
import type { EventRow, LocationRow } from './telemetry-export.repository';
import {
  day,
  localise,
  localTime,
  settlementOffset,
  type ColumnSpec,
  type ExportContext,
} from './export-columns';

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
  { header: 'exports.columns.caravana', width: 16, value: (r) => r.caravana },
  {
    header: 'exports.columns.dateTime',
    width: 24,
    value: (r, c) => localTime(Number(r.ts), settlementOffset(r.settlement_id, c)),
  },
  { header: 'exports.columns.latitude', width: 12, value: (r) => r.lat },
  { header: 'exports.columns.longitude', width: 12, value: (r) => r.lng },
  { header: 'exports.columns.accuracy', width: 12, value: (r) => r.accuracy },
  { header: 'exports.columns.battery', width: 10, value: (r) => r.battery },
  { header: 'exports.columns.temperature', width: 14, value: (r) => r.temperature },
];

/**
 * The daily events, energy on both bases with the current `energy` coefficients: EN (net energy,
 * NRC) and EM (metabolisable energy, the basis of Argentine rations), and the weight they used (the
 * recorded one; blank there, the animal's category default).
 */
const eventSpecs = (energy: EnergyCoefficients): ColumnSpec<EventRow>[] => [
  { header: 'exports.columns.caravana', width: 16, value: (r) => r.caravana },
  { header: 'exports.columns.eventDay', width: 12, date: true, value: (r) => day(r.day) },
  hoursColumn('exports.columns.grazing', (r) => r.grazing_s),
  hoursColumn('exports.columns.ruminating', (r) => r.ruminating_s),
  hoursColumn('exports.columns.drinking', (r) => r.drinking_s),
  hoursColumn('exports.columns.resting', (r) => r.resting_s),
  hoursColumn('exports.columns.walking', (r) => r.walking_s),
  { header: 'exports.columns.distance', width: 12, value: km },
  { header: 'exports.columns.netEnergy', width: 12, value: (r) => mcal(energyOf(r, energy).enMcal) },
  {
    header: 'exports.columns.metabolisableEnergy',
    width: 12,
    value: (r) => mcal(energyOf(r, energy).emMcal),
  },
  { header: 'exports.columns.weightUsed', width: 14, value: (r) => weightOrDefault(r.type, r.weight_kg) },
  { header: 'exports.columns.weightRecorded', width: 16, value: (r) => r.weight_kg },
  { header: 'exports.columns.readings', width: 10, value: (r) => r.readings },
];

export const locationColumns = (language: Language, context: ExportContext) =>
  localise(LOCATION_COLUMNS, language, context);
export const eventColumns = (language: Language, context: ExportContext, energy: EnergyCoefficients) =>
  localise(eventSpecs(energy), language, context);
