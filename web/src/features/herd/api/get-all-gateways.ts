import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewayListQuery } from '@tropero/shared/contracts/herd';
import { api } from '../../../api/client';
import type { AssignedGateway, ListPage } from '../herd-types';

/**
 * GET /gateways/all (superadmin): one page of every account's gateways matching the search, with
 * the names of the account and settlement each serves, and how many match in all.
 */
export const getAllGateways = (query: GatewayListQuery): Promise<ListPage<AssignedGateway>> =>
  api.get<ListPage<AssignedGateway>>('/gateways/all', { query });

export const allGatewaysQueryOptions = (query: GatewayListQuery) =>
  queryOptions({
    queryKey: ['gateways', 'all', query],
    queryFn: () => getAllGateways(query),
    placeholderData: keepPreviousData,
  });

export const useAllGateways = (query: GatewayListQuery) => useQuery(allGatewaysQueryOptions(query));
