import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { fenceBodySchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Fence } from './farm-types';
import { fencesQueryOptions } from './get-fences';

export type FenceInput = z.input<typeof fenceBodySchema>;

/** POST /settlements/{id}/fences. */
export const createFence = (settlementId: string, body: FenceInput): Promise<Fence> =>
  api.post<Fence>(`/settlements/${settlementId}/fences`, body, { alert: false });

export function useCreateFence(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FenceInput) => createFence(settlementId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fencesQueryOptions(settlementId).queryKey }),
  });
}
