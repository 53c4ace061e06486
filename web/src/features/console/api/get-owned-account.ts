import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnedAccountDetail } from '@tropero/shared/contracts/owners';
import { api } from '../../../api/client';
import { CONSOLE_ACCOUNTS_KEY } from './console-keys';

/** GET /owners-management/{id} (superadmin): an account, its owner, members and settlements. */
export const getOwnedAccount = (id: string): Promise<OwnedAccountDetail> =>
  api.get<OwnedAccountDetail>(`/owners-management/${id}`);

export const ownedAccountQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_ACCOUNTS_KEY, 'detail', id], queryFn: () => getOwnedAccount(id) });

export const useOwnedAccount = (id: string | null) =>
  useQuery({ ...ownedAccountQueryOptions(id ?? ''), enabled: id !== null });
