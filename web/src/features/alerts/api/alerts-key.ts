import { useSelectedAccount } from '../../../lib/account-selection';
import { useUser } from '../../../lib/session';

/** Whose alerts, in which account: every alert query is keyed by both, so nothing mixes. */
export interface AlertsOwner {
  userId: string;
  accountId: string;
}

export function useAlertsOwner(): AlertsOwner {
  return { userId: useUser()?._id ?? '', accountId: useSelectedAccount()?.id ?? '' };
}

/** Every alert query of the owner: what a live event or a read invalidates. */
export const alertsKey = ({ userId, accountId }: AlertsOwner) => ['alerts', userId, accountId] as const;
