import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useAccountId } from './account-key';
import { devicesKey } from './get-devices';

/** DELETE /devices/{id}: the device and its readings stop being shown. */
export const deleteDevice = (id: string): Promise<unknown> => api.delete(`/devices/${id}`);

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(accountId) }),
  });
}
