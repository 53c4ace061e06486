import type { z } from 'zod';
import type { Settlement, settlementBodySchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import { useSelectedAccount } from '../../../lib/account-selection';
import { settlementsKey } from '../../../api/get-settlements';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type SettlementInput = z.input<typeof settlementBodySchema>;

/** POST /settlements. Field errors come back as i18n keys, which the form shows. */
export const createSettlement = (body: SettlementInput): Promise<Settlement> =>
  api.post<Settlement>('/settlements', body, { alert: false });

export function useCreateSettlement() {
  const accountId = useSelectedAccount()?.id ?? '';
  return useRefreshingMutation(createSettlement, settlementsKey(accountId));
}
