import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { consoleDevicesKey } from './get-console-devices';

/** PUT /devices/{id}/retirement: the device stops reporting and leaves its account's lists. */
export const retireDevice = (id: string) => api.put<{ message: string }>(`/devices/${id}/retirement`, {});

export function useRetireDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retireDevice,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleDevicesKey }),
  });
}
