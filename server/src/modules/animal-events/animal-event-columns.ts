import type { AnimalEvent } from '@tropero/shared/contracts/animal-events';
import type { Language } from '@tropero/shared/constants';
import { translate, translateKnown } from '../../i18n/texts';
import { localise, localTime, type ColumnSpec } from '../exports/export-columns';

/** An alert type in the language, or as stored when it is a type this list does not know yet. */
const alertName = (type: string | null, language: Language) =>
  type === null ? null : (translateKnown(language, `alerts.types.${type}`) ?? type);

const columns = (language: Language, offsetMinutes: number): ColumnSpec<AnimalEvent>[] => [
  { header: 'exports.columns.dateTime', width: 22, value: (e) => localTime(Date.parse(e.ts), offsetMinutes) },
  {
    header: 'exports.columns.event',
    width: 24,
    value: (e) => translate(language, `exports.eventKinds.${e.kind}`),
  },
  { header: 'exports.columns.plot', width: 18, value: (e) => e.plotName },
  { header: 'exports.columns.fence', width: 18, value: (e) => e.fenceName },
  { header: 'exports.columns.device', width: 20, value: (e) => e.deviceIdentifier },
  { header: 'exports.columns.alert', width: 24, value: (e) => alertName(e.alertType, language) },
  { header: 'exports.columns.minutes', width: 9, value: (e) => e.minutes },
  { header: 'exports.columns.latitude', width: 12, value: (e) => e.lat },
  { header: 'exports.columns.longitude', width: 12, value: (e) => e.lng },
];

/** The download's columns in the user's language, times at the settlement's offset from UTC. */
export const animalEventColumns = (language: Language, offsetMinutes: number) =>
  localise(columns(language, offsetMinutes), language, { settlements: new Map() });
