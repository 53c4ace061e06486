import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Fence } from './farm-types';

/** GET /settlements/{id}/fences: the settlement's virtual fences with their areas. */
export const getFences = (settlementId: string): Promise<Fence[]> =>
  api.get<Fence[]>(`/settlements/${settlementId}/fences`);

export const fencesQueryOptions = (settlementId: string) =>
  queryOptions({ queryKey: ['fences', settlementId], queryFn: () => getFences(settlementId) });

export const useFences = (settlementId: string | undefined) =>
  useQuery({ ...fencesQueryOptions(settlementId ?? ''), enabled: Boolean(settlementId) });
