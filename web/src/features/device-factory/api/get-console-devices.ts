import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleDevice, ConsoleDeviceListQuery } from '@tropero/shared/contracts/device-factory';
import { api } from '../../../api/client';

export interface ConsoleDevicePage {
  items: ConsoleDevice[];
  total: number;
}

/** GET /devices/all (superadmin): one page of every account's devices, by identifier or account. */
export const getConsoleDevices = (query: ConsoleDeviceListQuery): Promise<ConsoleDevicePage> =>
  api.get<ConsoleDevicePage>('/devices/all', { query });

export const consoleDevicesKey = ['devices', 'all'] as const;

export const consoleDevicesQueryOptions = (query: ConsoleDeviceListQuery) =>
  queryOptions({
    queryKey: [...consoleDevicesKey, query],
    queryFn: () => getConsoleDevices(query),
    placeholderData: keepPreviousData,
  });

export const useConsoleDevices = (query: ConsoleDeviceListQuery) =>
  useQuery(consoleDevicesQueryOptions(query));
