import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Gateway } from '../herd-types';
import { useAccountQuery } from './account-key';

/** GET /gateways: the gateways of the selected account. */
export const getGateways = (): Promise<Gateway[]> => api.get<Gateway[]>('/gateways');

export const gatewaysQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: ['gateways', accountId], queryFn: getGateways });

export const useGateways = () => useAccountQuery((accountId) => gatewaysQueryOptions(accountId));
