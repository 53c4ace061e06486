import type { z } from 'zod';
import type { fencePatchSchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Fence } from './farm-types';
import { fencesQueryOptions } from './get-fences';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type FencePatch = z.input<typeof fencePatchSchema>;

/** PUT /fences/{id}: name, active flag or outline. */
export const updateFence = (id: string, patch: FencePatch): Promise<Fence> =>
  api.put<Fence>(`/fences/${id}`, patch, { alert: false });

export function useUpdateFence(settlementId: string) {
  return useRefreshingMutation(
    ({ id, patch }: { id: string; patch: FencePatch }) => updateFence(id, patch),
    fencesQueryOptions(settlementId).queryKey,
  );
}
