import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useAccountId } from './account-key';
import { gatewaysQueryOptions } from './get-gateways';

/** DELETE /gateways/{id}. */
export const deleteGateway = (id: string): Promise<unknown> => api.delete(`/gateways/${id}`);

export function useDeleteGateway() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: deleteGateway,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatewaysQueryOptions(accountId).queryKey }),
  });
}
