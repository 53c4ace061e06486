import type { z } from 'zod';
import type { fenceBodySchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Fence } from './farm-types';
import { fencesQueryOptions } from './get-fences';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type FenceInput = z.input<typeof fenceBodySchema>;

/** POST /settlements/{id}/fences. */
export const createFence = (settlementId: string, body: FenceInput): Promise<Fence> =>
  api.post<Fence>(`/settlements/${settlementId}/fences`, body, { alert: false });

export function useCreateFence(settlementId: string) {
  return useRefreshingMutation(
    (body: FenceInput) => createFence(settlementId, body),
    fencesQueryOptions(settlementId).queryKey,
  );
}
