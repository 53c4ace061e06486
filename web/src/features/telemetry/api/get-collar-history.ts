import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { TimeWindow } from './get-tracks';

export interface BatteryHour {
  /** Start of the hour, epoch ms. */
  ts: number;
  /** The hour's lowest level, %. */
  battery: number;
}

export interface TemperatureHour {
  /** Start of the hour, epoch ms. */
  ts: number;
  /** The hour's mean, lowest and highest reading, °C. */
  mean: number;
  min: number;
  max: number;
}

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
