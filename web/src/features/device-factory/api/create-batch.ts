import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchBody, BatchCreated } from '@tropero/shared/contracts/device-factory';
import { api } from '../../../api/client';
import { batchesKey } from './get-batches';

/**
 * POST /device-batches: a production batch with its codes, answered this once; taken identifiers
 * answer 409, wrong lines 400 by line.
 */
export const createBatch = (body: BatchBody): Promise<BatchCreated> =>
  api.post<BatchCreated>('/device-batches', body, { alert: false });

export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: batchesKey }),
  });
}
