import { useQueryClient } from '@tanstack/react-query';
import { useAccountId } from './account-key';
import { animalsKey } from './get-animals';
import { devicesKey } from './get-devices';
import { PLOTS_KEY } from '../../../api/get-plots';
import { roundupsKey } from '../../../api/get-roundups';

/**
 * After animals are added, moved or removed: the animal lists, the roundup counts and the plot
 * counts (the map's too, which shares the plots key) all change, and so do the map's animals
 * (caravana, roundup, plot).
 */
export function useRefreshHerd() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: animalsKey(accountId) }),
      queryClient.invalidateQueries({ queryKey: roundupsKey(accountId) }),
      queryClient.invalidateQueries({ queryKey: PLOTS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['plot-allocations'] }),
      queryClient.invalidateQueries({ queryKey: ['live-positions'] }),
    ]);
}

/**
 * After devices are added, changed or removed: the device lists, and the map's animals (which
 * collar each one wears); a registered identifier also leaves the gateways' unknown lists.
 */
export function useRefreshDevices() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: devicesKey(accountId) }),
      queryClient.invalidateQueries({ queryKey: ['gateways', accountId] }),
      queryClient.invalidateQueries({ queryKey: ['live-positions'] }),
    ]);
}
