import { useMemo } from 'react';
import { ALERTS_MAX_PAGE_SIZE } from '@tropero/shared/alerts';
import { useAlerts } from './get-alerts';

const NONE: ReadonlySet<string> = new Set();

/**
 * The animals of a settlement with an open alert, for their badge on the map: one page of its open
 * alerts (a live `alert` event invalidates it with the other alert queries).
 */
export function useOpenAlertAnimals(settlementId: string | null): ReadonlySet<string> {
  const query = useMemo(
    () => ({
      p: 1,
      e: ALERTS_MAX_PAGE_SIZE,
      filter: { state: 'open' as const, settlement: settlementId ?? undefined },
    }),
    [settlementId],
  );
  const alerts = useAlerts(query, settlementId !== null);
  return useMemo(() => {
    const ids = (alerts.data?.items ?? []).flatMap((alert) => (alert.animalId ? [alert.animalId] : []));
    return ids.length > 0 ? new Set(ids) : NONE;
  }, [alerts.data]);
}
