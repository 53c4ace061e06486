import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Device, devicePatchSchema } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import { useRefreshDevices } from './herd-invalidation';

export type DevicePatch = z.infer<typeof devicePatchSchema>;

/** PUT /devices/{id}: the fields given change. */
export const updateDevice = (id: string, patch: DevicePatch): Promise<Device> =>
  api.put<Device>(`/devices/${id}`, patch, { alert: false });

export function useUpdateDevice() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DevicePatch }) => updateDevice(id, patch),
    onSuccess: refresh,
  });
}
