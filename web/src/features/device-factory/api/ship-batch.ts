import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch } from '@tropero/shared/contracts/device-factory';
import { api } from '../../../api/client';
import { batchesKey } from './get-batches';

/** PUT /device-batches/{id}/shipment: the batch goes to an account, whose users alone may claim it. */
export const shipBatch = ({ id, accountId }: { id: string; accountId: string }): Promise<Batch> =>
  api.put<Batch>(`/device-batches/${id}/shipment`, { accountId });

export function useShipBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shipBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: batchesKey }),
  });
}
