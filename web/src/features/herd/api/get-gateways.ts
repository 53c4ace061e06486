import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Gateway } from '../herd-types';
import { useAccountId } from './account-key';

/** GET /gateways: the gateways of the selected account. */
export const getGateways = (): Promise<Gateway[]> => api.get<Gateway[]>('/gateways');

export const gatewaysQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: ['gateways', accountId], queryFn: getGateways });

export function useGateways() {
  const accountId = useAccountId();
  return useQuery({ ...gatewaysQueryOptions(accountId), enabled: accountId !== '' });
}
