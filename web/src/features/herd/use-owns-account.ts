import { hasRole } from '@tropero/shared/roles';
import { useAccounts } from '../../api/get-accounts';
import { isAccountOwner, useSelectedAccount } from '../../lib/account-selection';
import { useUser } from '../../lib/session';

/**
 * Whether the user has the owner's rights on the account in use (its owner, or a superadmin): what a
 * gateway's new key needs (403 otherwise, so the action is hidden).
 */
export function useOwnsAccount(): boolean {
  const user = useUser();
  const selection = useSelectedAccount();
  const { data: accounts = [] } = useAccounts();
  if (!user) return false;
  if (hasRole(user.tags, ['superadmin'])) return true;
  const current = selection
    ? accounts.find((account) => account._id === selection.id)
    : accounts.length === 1
      ? accounts[0]
      : undefined;
  return Boolean(current && isAccountOwner(current, user._id));
}
