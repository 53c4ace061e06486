import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Device, devicePatchSchema } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import { useAccountId } from './account-key';
import { devicesKey } from './get-devices';

export type DevicePatch = z.infer<typeof devicePatchSchema>;

/** PUT /devices/{id}: the fields given change. */
export const updateDevice = (id: string, patch: DevicePatch): Promise<Device> =>
  api.put<Device>(`/devices/${id}`, patch, { alert: false });

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DevicePatch }) => updateDevice(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(accountId) }),
  });
}
