import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Device, DeviceListQuery } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import type { ListPage } from '../herd-types';
import { useAccountQuery } from './account-key';

export type DeviceFilters = Omit<DeviceListQuery, 'page' | 'pageSize' | 'sort'>;

/** GET /devices: one page of the devices matching the search and filters, and how many match in all. */
export const getDevices = (query: DeviceListQuery): Promise<ListPage<Device>> =>
  api.get<ListPage<Device>>('/devices', { query });

export const devicesKey = (accountId: string) => ['devices', accountId] as const;

export const devicesQueryOptions = (accountId: string, query: DeviceListQuery) =>
  queryOptions({
    queryKey: [...devicesKey(accountId), 'list', query],
    queryFn: () => getDevices(query),
    placeholderData: keepPreviousData,
  });

export const useDevices = (query: DeviceListQuery) =>
  useAccountQuery((accountId) => devicesQueryOptions(accountId, query));
