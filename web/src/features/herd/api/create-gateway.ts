import type { z } from 'zod';
import type { gatewayBodySchema } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import type { Gateway } from '../herd-types';
import { useAccountId } from './account-key';
import { gatewaysQueryOptions } from './get-gateways';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type GatewayBody = z.infer<typeof gatewayBodySchema>;

/** POST /gateways: the gateway and its ingest key, shown this once. */
export const createGateway = (body: GatewayBody): Promise<{ gateway: Gateway; ingestKey: string }> =>
  api.post<{ gateway: Gateway; ingestKey: string }>('/gateways', body, { alert: false });

export function useCreateGateway() {
  const accountId = useAccountId();
  return useRefreshingMutation(createGateway, gatewaysQueryOptions(accountId).queryKey);
}
