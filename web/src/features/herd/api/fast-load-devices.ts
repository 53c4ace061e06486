import { useMutation } from '@tanstack/react-query';
import type {
  deviceFastLoadResultSchema,
  deviceFastLoadSchema,
  fastLoadLineErrorSchema,
} from '@tropero/shared/contracts/herd';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useRefreshDevices } from './herd-invalidation';

/** `identifiers`: the pasted or scanned text, one identifier per line. */
export type FastLoad = z.input<typeof deviceFastLoadSchema>;
export type FastLoaded = z.infer<typeof deviceFastLoadResultSchema>;
export type LineError = z.infer<typeof fastLoadLineErrorSchema>;

/** POST /devices/bulk: every line becomes a device, or none does and each bad line is named (422). */
export const fastLoadDevices = (load: FastLoad): Promise<FastLoaded> =>
  api.post<FastLoaded>('/devices/bulk', load, { toast: false, alert: false });

export function useFastLoadDevices() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: fastLoadDevices,
    onSuccess: refresh,
  });
}
