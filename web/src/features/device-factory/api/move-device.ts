import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { consoleDevicesKey } from './get-console-devices';

/** PUT /devices/{id}/account: into another account (both owners get a mail). */
export const moveDevice = ({ id, accountId }: { id: string; accountId: string }) =>
  api.put<{ message: string }>(`/devices/${id}/account`, { accountId }, { alert: false });

export function useMoveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveDevice,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleDevicesKey }),
  });
}
