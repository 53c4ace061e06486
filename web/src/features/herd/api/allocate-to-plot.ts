import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { allocationBodySchema } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import { useRefreshHerd } from './herd-invalidation';

export type AllocationBody = z.infer<typeof allocationBodySchema>;

/**
 * POST /allocations: animals (by id, or a whole roundup) go to a plot from a day; each one's
 * previous allocation ends that day.
 */
export const allocateToPlot = (body: AllocationBody): Promise<{ allocated: number }> =>
  api.post<{ allocated: number }>('/allocations', body, { alert: false });

export function useAllocateToPlot() {
  const refresh = useRefreshHerd();
  return useMutation({ mutationFn: allocateToPlot, onSuccess: refresh });
}
