import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeatherService } from '@tropero/shared/contracts/weather';
import { api } from '../../../api/client';

export type { WeatherService };

/**
 * POST /cabure/login (login step 5): where this deployment's weather comes from, its credit and
 * the weather-image services. Asked once a session.
 */
export const getWeatherService = () =>
  api.post<WeatherService>('/cabure/login', undefined, { toast: false, alert: false });

export const weatherServiceQueryOptions = () =>
  queryOptions({ queryKey: ['weather-service'], queryFn: getWeatherService, staleTime: Infinity });

export const useWeatherService = () => useQuery(weatherServiceQueryOptions());
