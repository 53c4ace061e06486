import { useMutation } from '@tanstack/react-query';
import type { OwnedAccountDetail, OwnedAccountUpdateBody } from '@tropero/shared/contracts/owners';
import { api } from '../../../api/client';
import { CONSOLE_ACCOUNTS_KEY, useRefreshConsole } from './console-keys';

/** PUT /owners-management/{id} (superadmin): plan, tax data, contacts, integration, limit, active. Audited. */
export const updateOwnedAccount = (id: string, body: OwnedAccountUpdateBody): Promise<OwnedAccountDetail> =>
  api.put<OwnedAccountDetail>(`/owners-management/${id}`, body);

export function useUpdateOwnedAccount(id: string) {
  const refresh = useRefreshConsole(CONSOLE_ACCOUNTS_KEY);
  return useMutation({
    mutationFn: (body: OwnedAccountUpdateBody) => updateOwnedAccount(id, body),
    onSuccess: refresh,
  });
}
