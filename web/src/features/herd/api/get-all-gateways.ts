import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { AssignedGateway } from '../herd-types';

/** GET /gateways/all (superadmin): every gateway, whichever account it serves, with the names. */
export const getAllGateways = (): Promise<AssignedGateway[]> => api.get<AssignedGateway[]>('/gateways/all');

export const allGatewaysQueryOptions = () =>
  queryOptions({ queryKey: ['gateways', 'all'], queryFn: getAllGateways });

export const useAllGateways = () => useQuery(allGatewaysQueryOptions());
