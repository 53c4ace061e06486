import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  airTemperatureSchema,
  ithHistorySchema,
  type AirTemperature,
  type IthHistory,
  type WeatherDay,
} from '@tropero/shared/contracts/weather';
import { dataApi } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { orThrow } from '../../../api/data-result';

export type { AirTemperature, IthHistory, WeatherDay };

/** Days (yyyy-mm-dd, both included, the settlement's own) or instants, as the data API reads them. */
export interface WeatherRange {
  fromDate: string;
  toDate: string;
}

/** While the year of history loads, the answer changes: asked again this often. */
const BACKFILL_POLL_MS = 5_000;

/** Data API GET /settlements/{id}/ith: daily heat stress, the backfill's progress, hours on request. */
export const getIthHistory = async (settlementId: string, range: WeatherRange, hourly = false) =>
  parseInDevelopment(
    ithHistorySchema,
    orThrow(await dataApi.get(`/settlements/${settlementId}/ith`, { query: { ...range, hourly } })),
  );

export const ithHistoryQueryOptions = (settlementId: string, range: WeatherRange) =>
  queryOptions({
    queryKey: ['weather-ith', settlementId, range],
    queryFn: () => getIthHistory(settlementId, range),
    refetchInterval: (query) =>
      query.state.data?.backfill && query.state.data.backfill.state !== 'done' ? BACKFILL_POLL_MS : false,
  });

export const useIthHistory = (settlementId: string, range: WeatherRange) =>
  useQuery(ithHistoryQueryOptions(settlementId, range));

/** Data API GET /settlements/{id}/temperature?hourly=true: the air's temperature per hour. */
export const getAirTemperature = async (settlementId: string, range: WeatherRange) =>
  parseInDevelopment(
    airTemperatureSchema,
    orThrow(
      await dataApi.get(`/settlements/${settlementId}/temperature`, { query: { ...range, hourly: true } }),
    ),
  );

export const useAirTemperature = (settlementId: string, range: WeatherRange) =>
  useQuery({
    queryKey: ['weather-air-temperature', settlementId, range],
    queryFn: () => getAirTemperature(settlementId, range),
  });
