import type { AlertType } from '@tropero/shared/alerts';
import type { Language } from '@tropero/shared/constants';

/** What each alert type is called in texts that leave the server (push, mail, downloads); the app's are the web's. */
export const ALERT_TYPE_NAMES: Record<Language, Record<AlertType, string>> = {
  es_AR: {
    outsideFence: 'Fuera del cerco virtual',
    noSignal: 'Sin señal',
    lowBattery: 'Batería baja',
    heatStress: 'Estrés térmico',
    heatForecast: 'Pronóstico de estrés térmico',
    ruminationDrop: 'Caída de rumia',
    inactivity: 'Inactividad',
    nightMovement: 'Movimiento nocturno',
    herdSeparation: 'Separado del rodeo',
    unknownDevice: 'Dispositivo desconocido',
  },
  en_US: {
    outsideFence: 'Outside the virtual fence',
    noSignal: 'No signal',
    lowBattery: 'Low battery',
    heatStress: 'Heat stress',
    heatForecast: 'Heat stress forecast',
    ruminationDrop: 'Rumination drop',
    inactivity: 'Inactivity',
    nightMovement: 'Night movement',
    herdSeparation: 'Separated from the herd',
    unknownDevice: 'Unknown device',
  },
  pt_BR: {
    outsideFence: 'Fora da cerca virtual',
    noSignal: 'Sem sinal',
    lowBattery: 'Bateria baixa',
    heatStress: 'Estresse térmico',
    heatForecast: 'Previsão de estresse térmico',
    ruminationDrop: 'Queda de ruminação',
    inactivity: 'Inatividade',
    nightMovement: 'Movimento noturno',
    herdSeparation: 'Separado do rebanho',
    unknownDevice: 'Dispositivo desconhecido',
  },
};
