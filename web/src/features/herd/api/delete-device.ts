import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useRefreshDevices } from './herd-invalidation';

/** DELETE /devices/{id}: the device and its readings stop being shown. */
export const deleteDevice = (id: string): Promise<unknown> => api.delete(`/devices/${id}`);

export function useDeleteDevice() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: refresh,
  });
}
