import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { fencePatchSchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Fence } from './farm-types';
import { fencesQueryOptions } from './get-fences';

export type FencePatch = z.input<typeof fencePatchSchema>;

/** PUT /fences/{id}: name, active flag or outline. */
export const updateFence = (id: string, patch: FencePatch): Promise<Fence> =>
  api.put<Fence>(`/fences/${id}`, patch, { alert: false });

export function useUpdateFence(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: FencePatch }) => updateFence(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fencesQueryOptions(settlementId).queryKey }),
  });
}
