import { useMutation } from '@tanstack/react-query';
import type { DeviceClaim, DeviceClaimed } from '@tropero/shared/contracts/device-factory';
import { api } from '../../../api/client';
import { useRefreshDevices } from './herd-invalidation';

/**
 * POST /devices/claim: a factory device joins the account with the code on its label, once. A wrong
 * code answers 400 on `activationCode`; a device already in use, 409 on `identifier`.
 */
export const claimDevice = (claim: DeviceClaim): Promise<DeviceClaimed> =>
  api.post<DeviceClaimed>('/devices/claim', claim, { alert: false });

export function useClaimDevice() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: claimDevice, onSuccess: refresh });
}
