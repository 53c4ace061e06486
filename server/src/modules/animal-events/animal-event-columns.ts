import type { AnimalEvent, AnimalEventKind } from '@tropero/shared/contracts/animal-events';
import type { Language } from '@tropero/shared/constants';
import { ALERT_TYPE_NAMES } from '../alerts/alert-type-names';
import { localise, localTime, type ColumnSpec, type Texts } from '../exports/export-columns';

/** The download's file and sheet name. */
export const ANIMAL_EVENTS_FILE: Texts = {
  es_AR: 'eventos-animal',
  en_US: 'animal-events',
  pt_BR: 'eventos-animal',
};

const KINDS: Record<AnimalEventKind, Texts> = {
  alertRaised: { es_AR: 'Alerta', en_US: 'Alert raised', pt_BR: 'Alerta' },
  alertResolved: { es_AR: 'Alerta resuelta', en_US: 'Alert resolved', pt_BR: 'Alerta resolvido' },
  fenceExit: { es_AR: 'Salida del cerco', en_US: 'Left the fence', pt_BR: 'Saída da cerca' },
  fenceReturn: { es_AR: 'Regreso al cerco', en_US: 'Back inside the fence', pt_BR: 'Retorno à cerca' },
  plotEntry: { es_AR: 'Entrada al potrero', en_US: 'Entered the plot', pt_BR: 'Entrada no piquete' },
  plotExit: { es_AR: 'Salida del potrero', en_US: 'Left the plot', pt_BR: 'Saída do piquete' },
  drinking: { es_AR: 'Visita al bebedero', en_US: 'Drinking visit', pt_BR: 'Visita ao bebedouro' },
  allocationStart: {
    es_AR: 'Asignado al potrero',
    en_US: 'Allocated to the plot',
    pt_BR: 'Alocado ao piquete',
  },
  allocationEnd: {
    es_AR: 'Fin de la asignación',
    en_US: 'Allocation ended',
    pt_BR: 'Fim da alocação',
  },
  deviceChange: { es_AR: 'Cambio de dispositivo', en_US: 'Device changed', pt_BR: 'Troca de dispositivo' },
};

/** An alert type in the language, or as stored when it is a type this list does not know yet. */
const alertName = (type: string | null, language: Language) =>
  type === null ? null : ((ALERT_TYPE_NAMES[language] as Partial<Record<string, string>>)[type] ?? type);

const columns = (language: Language, offsetMinutes: number): ColumnSpec<AnimalEvent>[] => [
  {
    header: { es_AR: 'Fecha y hora', en_US: 'Date and time', pt_BR: 'Data e hora' },
    width: 22,
    value: (e) => localTime(Date.parse(e.ts), offsetMinutes),
  },
  {
    header: { es_AR: 'Evento', en_US: 'Event', pt_BR: 'Evento' },
    width: 24,
    value: (e) => KINDS[e.kind][language],
  },
  { header: { es_AR: 'Potrero', en_US: 'Plot', pt_BR: 'Piquete' }, width: 18, value: (e) => e.plotName },
  { header: { es_AR: 'Cerco', en_US: 'Fence', pt_BR: 'Cerca' }, width: 18, value: (e) => e.fenceName },
  {
    header: { es_AR: 'Dispositivo', en_US: 'Device', pt_BR: 'Dispositivo' },
    width: 20,
    value: (e) => e.deviceIdentifier,
  },
  {
    header: { es_AR: 'Alerta', en_US: 'Alert', pt_BR: 'Alerta' },
    width: 24,
    value: (e) => alertName(e.alertType, language),
  },
  { header: { es_AR: 'Minutos', en_US: 'Minutes', pt_BR: 'Minutos' }, width: 9, value: (e) => e.minutes },
  { header: { es_AR: 'Latitud', en_US: 'Latitude', pt_BR: 'Latitude' }, width: 12, value: (e) => e.lat },
  { header: { es_AR: 'Longitud', en_US: 'Longitude', pt_BR: 'Longitude' }, width: 12, value: (e) => e.lng },
];

/** The download's columns in the user's language, times at the settlement's offset from UTC. */
export const animalEventColumns = (language: Language, offsetMinutes: number) =>
  localise(columns(language, offsetMinutes), language, { settlements: new Map() });
