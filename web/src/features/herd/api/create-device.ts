import { useMutation } from '@tanstack/react-query';
import type { deviceCreatedSchema } from '@tropero/shared/contracts/herd';
import type { DeviceBody } from '@tropero/shared/herd';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useRefreshDevices } from './herd-invalidation';

/** What creating a device answers: the device and its ingest key, shown this once. */
export type CreatedDevice = z.infer<typeof deviceCreatedSchema>;

/** POST /devices. A taken identifier answers 409; a fixed point on an animal, 400. */
export const createDevice = (body: DeviceBody): Promise<CreatedDevice> =>
  api.post<CreatedDevice>('/devices', body, { alert: false });

export function useCreateDevice() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: createDevice,
    onSuccess: refresh,
  });
}
