import { api } from '../../../api/client';
import { useAccountId } from './account-key';
import { gatewaysQueryOptions } from './get-gateways';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** DELETE /gateways/{id}. */
export const deleteGateway = (id: string): Promise<unknown> => api.delete(`/gateways/${id}`);

export function useDeleteGateway() {
  const accountId = useAccountId();
  return useRefreshingMutation(deleteGateway, gatewaysQueryOptions(accountId).queryKey);
}
