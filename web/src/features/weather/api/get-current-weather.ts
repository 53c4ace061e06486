import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentWeather, InstantWeather } from '@tropero/shared/contracts/weather';
import type { Settlement } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/api-error';
import { useUser } from '../../../lib/session';

export type { CurrentWeather };

/** GET /weather's 404 for a settlement whose weather was never fetched. */
const NOTHING_STORED = 'no weather stored for this settlement yet';

/** Conditions now, with where they came from: the provider, or the last stored hour. */
export type Conditions = CurrentWeather & { stored: boolean };

/**
 * POST /cabure/instantweather; when it fails (spec §7), GET /weather?lat=&long= answers the last
 * stored hour and says how old it is. null: nothing stored for the settlement yet (its weather was
 * never fetched; the server answers 404), a state the panels show as such rather than a failure.
 */
export async function getCurrentWeather(
  location: Settlement['location'],
  userId: string,
): Promise<Conditions | null> {
  const quiet = { toast: false, alert: false };
  try {
    const instant = await api.post<InstantWeather>('/cabure/instantweather', { ...location, userId }, quiet);
    if (instant.success) return { ...instant, stored: false };
  } catch {
    // The stored hours answer below.
  }
  try {
    const stored = await api.get<CurrentWeather>('/weather', {
      query: { lat: location.lat, long: location.lng },
      ...quiet,
    });
    return { ...stored, stored: true };
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.message === NOTHING_STORED) return null;
    throw error;
  }
}

export const currentWeatherQueryOptions = (location: Settlement['location'], userId: string) =>
  queryOptions({
    queryKey: ['weather-now', location, userId],
    queryFn: () => getCurrentWeather(location, userId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useCurrentWeather(location: Settlement['location']) {
  const userId = useUser()?._id ?? '';
  return useQuery({ ...currentWeatherQueryOptions(location, userId), enabled: Boolean(userId) });
}
