import type { Account } from '@tropero/shared/auth';
import { ACCOUNT_TYPES, type AccountType } from '@tropero/shared/constants';
import { patterns } from '@tropero/shared/validation';
import { createStore, useStore } from './create-store';
import { sessionStore } from './session';
import { readString, removeKeys, storageKeys, writeString } from './storage';

/** The account every request works on (spec §4, §6), stored per user. */
export interface AccountSelection {
  id: string;
  accountType: AccountType;
}

const isAccountType = (value: unknown): value is AccountType =>
  (ACCOUNT_TYPES as readonly unknown[]).includes(value);

export const selectionStore = createStore<AccountSelection | null>(null);
export const useSelectedAccount = (): AccountSelection | null => useStore(selectionStore);

/**
 * Spec §4: a selection is accepted only for a 24-hex object id with an account type; it is then
 * stored for the user. Anything else clears the user's selection.
 */
export function selectAccount(
  userId: string,
  candidate: { id?: string | null; accountType?: string | null },
): AccountSelection | null {
  const { id, accountType } = candidate;
  if (id && patterns.objectId.test(id) && isAccountType(accountType)) {
    writeString(storageKeys.selectedAccount(userId), id);
    writeString(storageKeys.accountType(userId), accountType);
    const selection = { id, accountType };
    selectionStore.set(selection);
    return selection;
  }
  removeKeys(storageKeys.selectedAccount(userId), storageKeys.accountType(userId));
  selectionStore.set(null);
  return null;
}

/** The user's stored selection, put through the same acceptance rule. */
export function restoreSelection(userId: string): AccountSelection | null {
  return selectAccount(userId, {
    id: readString(storageKeys.selectedAccount(userId)),
    accountType: readString(storageKeys.accountType(userId)),
  });
}

/**
 * Brings the selection in line with the user's active accounts: the only account is selected
 * automatically; a stored selection that is not one of them is cleared.
 */
export function reconcileSelection(userId: string, accounts: readonly Account[]): AccountSelection | null {
  const [only] = accounts;
  if (only && accounts.length === 1) {
    return selectAccount(userId, { id: only._id, accountType: only.accountType });
  }
  const current = selectionStore.get();
  const match = current && accounts.find((account) => account._id === current.id);
  return selectAccount(userId, match ? { id: match._id, accountType: match.accountType } : {});
}

export const isAccountOwner = (account: Pick<Account, 'ownerId'>, userId: string): boolean =>
  account.ownerId === userId;

/** Follows the signed-in user: his stored selection on login, nothing once he is gone. */
let selectionUserId: string | null = null;
function followUser(): void {
  const userId = sessionStore.get().user?._id ?? null;
  if (userId === selectionUserId) return;
  selectionUserId = userId;
  if (userId) restoreSelection(userId);
  else selectionStore.set(null);
}
sessionStore.subscribe(followUser);
followUser();
