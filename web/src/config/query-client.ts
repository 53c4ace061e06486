import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { sessionStore } from '../lib/session';

/** A client error will not change by asking again; network and server errors may. */
const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        failures < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

/** Logout clears the account list with every other cached answer (spec §4). */
sessionStore.subscribe(() => {
  if (!sessionStore.get().user) queryClient.clear();
});
