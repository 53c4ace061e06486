import { confirmAction } from '../../../../components/confirm-action';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/**
 * Deletes the selected plot, fence or marker once the user confirms (docs/ui.md: nothing is
 * deleted without saying what goes with it); the map then selects nothing.
 */
export function useDeleteSelection() {
  const { select } = useFarmWorkspace();
  return async (details: string, remove: () => Promise<unknown>) => {
    if (await confirmAction('delete', details)) {
      await remove();
      select(null);
    }
  };
}
