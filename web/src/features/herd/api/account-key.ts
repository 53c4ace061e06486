import { useSelectedAccount } from '../../../lib/account-selection';

/** The selected account's id: every herd query is keyed by it, so switching accounts never mixes data. */
export const useAccountId = (): string => useSelectedAccount()?.id ?? '';
