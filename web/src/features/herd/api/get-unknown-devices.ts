import { queryOptions } from '@tanstack/react-query';
import type { unknownDeviceSchema } from '@tropero/shared/contracts/herd';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useAccountQuery } from './account-key';

/** An identifier a gateway heard that the account has no device for. */
export type UnknownDevice = z.infer<typeof unknownDeviceSchema>;

/** GET /gateways/{id}/unknown-devices: the newest identifiers the gateway heard but the account has not registered. */
export const getUnknownDevices = (gatewayId: string): Promise<UnknownDevice[]> =>
  api.get<UnknownDevice[]>(`/gateways/${gatewayId}/unknown-devices`);

export const unknownDevicesQueryOptions = (accountId: string, gatewayId: string) =>
  queryOptions({
    queryKey: ['gateways', accountId, gatewayId, 'unknown-devices'],
    queryFn: () => getUnknownDevices(gatewayId),
  });

export const useUnknownDevices = (gatewayId: string | null) =>
  useAccountQuery((accountId) => unknownDevicesQueryOptions(accountId, gatewayId ?? ''), gatewayId !== null);
