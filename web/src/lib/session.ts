import { z } from 'zod';
import { userSchema, type User } from '@tropero/shared/auth';
import { createStore, useStore } from './create-store';
import { readJson, readString, removeKeys, storageKeys, writeJson, writeString } from './storage';

/** The stored customer record (spec §3): the user with the tokens of his session. */
const customerSchema = userSchema.extend({
  accessToken: z.string(),
  accessTokenData: z.string().optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export interface Session {
  user: Customer | null;
  accessToken: string | null;
  accessTokenData: string | null;
  /** The session ended because the user logged out, not because it expired or broke. */
  loggedOut?: boolean;
}

function readStoredSession(): Session {
  return {
    user: readJson<Customer | null>(storageKeys.customer, null, customerSchema.nullable()),
    accessToken: readString(storageKeys.accessToken),
    accessTokenData: readString(storageKeys.accessTokenData),
  };
}

export const sessionStore = createStore<Session>(readStoredSession());

export const useSession = (): Session => useStore(sessionStore);
export const useUser = (): Customer | null => useSession().user;

function update(changes: Partial<Session>): void {
  const next = { ...sessionStore.get(), ...changes };
  if (next.user) writeJson(storageKeys.customer, next.user);
  sessionStore.set(next);
}

/** Login step 1 and every refresh: the product-API access token. */
export function storeAccessToken(accessToken: string): void {
  writeString(storageKeys.accessToken, accessToken);
  const { user } = sessionStore.get();
  update({ accessToken, user: user && { ...user, accessToken }, loggedOut: false });
}

/** The second (data-API) token of login step 5, and its refreshes. */
export function storeDataToken(accessTokenData: string): void {
  writeString(storageKeys.accessTokenData, accessTokenData);
  const { user } = sessionStore.get();
  update({ accessTokenData, user: user && { ...user, accessTokenData } });
}

/** Stores the signed-in user next to the tokens already stored. */
export function storeUser(user: User): void {
  const { accessToken, accessTokenData } = sessionStore.get();
  if (!accessToken) throw new Error('storeUser needs the access token of login step 1');
  update({ user: { ...user, accessToken, ...(accessTokenData && { accessTokenData }) } });
}

/**
 * Ends the session (spec §4 logout): user, tokens, redirect target and the user's selected
 * account. The account list lives in the query cache, which the app clears when the user goes.
 */
export function clearSession(reason: 'logout' | 'invalid' = 'invalid'): void {
  const { user } = sessionStore.get();
  removeKeys(
    storageKeys.customer,
    storageKeys.accessToken,
    storageKeys.accessTokenData,
    storageKeys.redirectTo,
  );
  if (user) removeKeys(storageKeys.selectedAccount(user._id), storageKeys.accountType(user._id));
  sessionStore.set({ user: null, accessToken: null, accessTokenData: null, loggedOut: reason === 'logout' });
}

/** Re-reads storage, e.g. after another tab logged in or out. */
export function reloadSession(): void {
  sessionStore.set(readStoredSession());
}
