import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Batch, BatchListQuery } from '@tropero/shared/contracts/device-factory';
import { api } from '../../../api/client';

export interface BatchPage {
  items: Batch[];
  total: number;
}

/** GET /device-batches (superadmin): one page of production batches, newest first. */
export const getBatches = (query: BatchListQuery): Promise<BatchPage> =>
  api.get<BatchPage>('/device-batches', { query });

export const batchesKey = ['device-batches'] as const;

export const batchesQueryOptions = (query: BatchListQuery) =>
  queryOptions({
    queryKey: [...batchesKey, 'list', query],
    queryFn: () => getBatches(query),
    placeholderData: keepPreviousData,
  });

export const useBatches = (query: BatchListQuery) => useQuery(batchesQueryOptions(query));
