import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchCodes } from '@tropero/shared/contracts/device-factory';
import { api } from '../../../api/client';
import { batchesKey } from './get-batches';

/**
 * POST /device-batches/{id}/codes: new codes for these devices, or every one not activated; shown
 * once, and the old codes stop working.
 */
export const regenerateCodes = ({
  id,
  identifiers,
}: {
  id: string;
  identifiers?: string[];
}): Promise<BatchCodes> =>
  api.post<BatchCodes>(`/device-batches/${id}/codes`, identifiers ? { identifiers } : {}, { alert: false });

export function useRegenerateCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: regenerateCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: batchesKey }),
  });
}
