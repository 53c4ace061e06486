import { useQueryClient } from '@tanstack/react-query';
import { useAccountId } from './account-key';
import { animalsKey } from './get-animals';
import { roundupsKey } from '../../../api/get-roundups';

/**
 * After animals are added, moved or removed: the animal lists, the roundup counts and the plot
 * counts (the map's too, which shares the plots key) all change.
 */
export function useRefreshHerd() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: animalsKey(accountId) }),
      queryClient.invalidateQueries({ queryKey: roundupsKey(accountId) }),
      queryClient.invalidateQueries({ queryKey: ['plots'] }),
      queryClient.invalidateQueries({ queryKey: ['plot-allocations'] }),
    ]);
}
