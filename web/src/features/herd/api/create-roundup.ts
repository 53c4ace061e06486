import type { z } from 'zod';
import type { roundupBodySchema } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import type { Roundup } from '../herd-types';
import { useAccountId } from './account-key';
import { roundupsKey } from '../../../api/get-roundups';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type RoundupBody = z.infer<typeof roundupBodySchema>;

/** POST /roundups: a new, empty roundup in a settlement. */
export const createRoundup = (body: RoundupBody): Promise<Roundup> =>
  api.post<Roundup>('/roundups', body, { alert: false });

export function useCreateRoundup() {
  const accountId = useAccountId();
  return useRefreshingMutation(createRoundup, roundupsKey(accountId));
}
