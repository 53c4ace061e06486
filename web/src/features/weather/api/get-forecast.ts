import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Forecast, ForecastDay, WeatherHour } from '@tropero/shared/contracts/weather';
import type { Settlement } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import { useUser } from '../../../lib/session';

export type { Forecast, ForecastDay, WeatherHour };

/** The stored forecast changes once an hour. */
const FRESH_MS = 10 * 60_000;

/** POST /cabure/forecast/{id} with {lat, lng, userId} (spec §7): 7 days, or `{success: false, list: []}`. */
export const getForecast = (settlement: Pick<Settlement, '_id' | 'location'>, userId: string) =>
  api.post<Forecast>(
    `/cabure/forecast/${settlement._id}`,
    { ...settlement.location, userId },
    { toast: false, alert: false },
  );

export const forecastQueryOptions = (settlement: Pick<Settlement, '_id' | 'location'>, userId: string) =>
  queryOptions({
    queryKey: ['weather-forecast', settlement._id, settlement.location, userId],
    queryFn: () => getForecast(settlement, userId),
    staleTime: FRESH_MS,
  });

export function useForecast(settlement: Pick<Settlement, '_id' | 'location'>) {
  const userId = useUser()?._id ?? '';
  return useQuery({ ...forecastQueryOptions(settlement, userId), enabled: Boolean(userId) });
}
