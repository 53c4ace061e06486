import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch, BatchBody } from '@tropero/shared/contracts/device-factory';
import { api } from '../../../api/client';
import { batchesKey } from './get-batches';

/** POST /device-batches: a production batch; taken identifiers answer 409, wrong lines 400 by line. */
export const createBatch = (body: BatchBody): Promise<Batch> =>
  api.post<Batch>('/device-batches', body, { alert: false });

export function useCreateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: batchesKey }),
  });
}
