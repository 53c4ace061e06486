import { useMutation } from '@tanstack/react-query';
import type { DeviceType } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import { useRefreshDevices } from './herd-invalidation';

export interface FastLoad {
  /** The pasted or scanned text, one identifier per line. */
  identifiers: string;
  type: DeviceType;
  firmware?: string;
  technology?: string;
  settlementId?: string | null;
}

export interface FastLoaded {
  created: number;
  devices: { _id: string; identifier: string; ingestKey: string }[];
}

/** Why a line was refused (spec §5 keys); its number counts from 1, blank lines included. */
export interface LineError {
  line: number;
  identifier: string;
  error: 'macRegex' | 'duplicatedMac' | 'macInUse';
}

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
