import { useMutation } from '@tanstack/react-query';
import type { AnimalBulk } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import { useRefreshHerd } from './herd-invalidation';

/** POST /animals/bulk: move many animals to a roundup (or 'SIN RODEO'), or delete them; all or none. */
export const bulkAnimals = (bulk: AnimalBulk): Promise<{ updated: number }> =>
  api.post<{ updated: number }>('/animals/bulk', bulk, {
    // A move is an update and says so; a deletion says it deleted (spec §8 titles).
    change: bulk.action === 'delete' ? 'delete' : 'update',
  });

export function useBulkAnimals() {
  const refresh = useRefreshHerd();
  return useMutation({ mutationFn: bulkAnimals, onSuccess: refresh });
}
