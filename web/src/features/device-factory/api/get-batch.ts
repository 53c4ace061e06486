import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchDetail } from '@tropero/shared/contracts/device-factory';
import { api } from '../../../api/client';
import { batchesKey } from './get-batches';

/** GET /device-batches/{id} (superadmin): a batch with every device and its activation code. */
export const getBatch = (id: string): Promise<BatchDetail> => api.get<BatchDetail>(`/device-batches/${id}`);

export const batchQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...batchesKey, 'one', id], queryFn: () => getBatch(id) });

export const useBatch = (id: string | null) =>
  useQuery({ ...batchQueryOptions(id ?? ''), enabled: id !== null });
