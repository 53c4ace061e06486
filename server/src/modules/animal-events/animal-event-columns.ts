import type { AlertType } from '@tropero/shared/alerts';
import type { AnimalEvent, AnimalEventKind } from '@tropero/shared/contracts/animal-events';
import type { Language } from '@tropero/shared/constants';
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

const ALERT_TYPES: Record<AlertType, Texts> = {
  outsideFence: { es_AR: 'Fuera del cerco', en_US: 'Outside the fence', pt_BR: 'Fora da cerca' },
  noSignal: { es_AR: 'Sin señal', en_US: 'No signal', pt_BR: 'Sem sinal' },
  lowBattery: { es_AR: 'Batería baja', en_US: 'Low battery', pt_BR: 'Bateria baixa' },
  heatStress: { es_AR: 'Estrés térmico', en_US: 'Heat stress', pt_BR: 'Estresse térmico' },
  heatForecast: {
    es_AR: 'Pronóstico de estrés térmico',
    en_US: 'Heat stress forecast',
    pt_BR: 'Previsão de estresse térmico',
  },
  ruminationDrop: { es_AR: 'Caída de rumia', en_US: 'Rumination drop', pt_BR: 'Queda de ruminação' },
  inactivity: { es_AR: 'Inactividad', en_US: 'Inactivity', pt_BR: 'Inatividade' },
  nightMovement: { es_AR: 'Movimiento nocturno', en_US: 'Night movement', pt_BR: 'Movimento noturno' },
  herdSeparation: { es_AR: 'Separado del rodeo', en_US: 'Away from the herd', pt_BR: 'Separado do lote' },
  unknownDevice: {
    es_AR: 'Dispositivo desconocido',
    en_US: 'Unknown device',
    pt_BR: 'Dispositivo desconhecido',
  },
};

/** An alert type in the language, or as stored when it is a type this list does not know yet. */
const alertName = (type: string | null, language: Language) =>
  type === null ? null : ((ALERT_TYPES as Partial<Record<string, Texts>>)[type]?.[language] ?? type);

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
