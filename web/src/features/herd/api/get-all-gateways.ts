import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Gateway } from '../herd-types';

/** GET /gateways/all (superadmin): every gateway, whichever account it serves. */
export const getAllGateways = (): Promise<Gateway[]> => api.get<Gateway[]>('/gateways/all');

export const allGatewaysQueryOptions = () =>
  queryOptions({ queryKey: ['gateways', 'all'], queryFn: getAllGateways });

export const useAllGateways = () => useQuery(allGatewaysQueryOptions());
