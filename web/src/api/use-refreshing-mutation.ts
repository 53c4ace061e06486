import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write whose success reads again every query under `refreshes` (the list or the layer it
 * changed). The mutation settles once that read is under way, so a form closed on success never
 * shows the old rows.
 */
export function useRefreshingMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  refreshes: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshes }) });
}
