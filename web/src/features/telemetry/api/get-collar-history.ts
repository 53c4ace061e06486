import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatteryHour, TemperatureHour } from '@tropero/shared/contracts/collar-history';
import { api } from '../../../api/client';
import type { TimeWindow } from './get-tracks';

export type { BatteryHour, TemperatureHour };

/** What a collar's history holds per hour, by measure. */
interface CollarHistory {
  battery: BatteryHour[];
  temperature: TemperatureHour[];
}
export type CollarMeasure = keyof CollarHistory;

/** GET /devices/{id}/battery and /devices/{id}/temperature: a collar's measure per hour over a window. */
export const getCollarHistory = <M extends CollarMeasure>(measure: M, deviceId: string, window: TimeWindow) =>
  api.get<CollarHistory[M]>(`/devices/${deviceId}/${measure}`, { query: { ...window } });

export const collarHistoryQueryOptions = <M extends CollarMeasure>(
  measure: M,
  deviceId: string,
  window: TimeWindow,
) =>
  queryOptions({
    queryKey: ['collar-history', measure, deviceId, window],
    queryFn: () => getCollarHistory(measure, deviceId, window),
  });

export const useCollarHistory = <M extends CollarMeasure>(measure: M, deviceId: string, window: TimeWindow) =>
  useQuery(collarHistoryQueryOptions(measure, deviceId, window));
