import type { Account } from '@tropero/shared/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ID, aUser, USER_ID } from '../test/fixtures';
import {
  isAccountOwner,
  reconcileSelection,
  restoreSelection,
  selectAccount,
  selectionStore,
} from './account-selection';
import { clearSession, storeAccessToken, storeUser } from './session';
import { storageKeys } from './storage';

const anAccount = (changes: Partial<Account> = {}): Account => ({
  _id: ACCOUNT_ID,
  name: 'Estancia La Rioja',
  accountType: 'FULL',
  ownerId: USER_ID,
  active: true,
  satelliteIntegration: false,
  ...changes,
});

afterEach(() => selectionStore.set(null));

describe('selectAccount (spec §4)', () => {
  it('accepts a 24-hex id with an account type and stores it for the user', () => {
    expect(selectAccount(USER_ID, { id: ACCOUNT_ID, accountType: 'FREE' })).toEqual({
      id: ACCOUNT_ID,
      accountType: 'FREE',
    });
    expect(localStorage.getItem(storageKeys.selectedAccount(USER_ID))).toBe(ACCOUNT_ID);
    expect(localStorage.getItem(storageKeys.accountType(USER_ID))).toBe('FREE');
    expect(selectionStore.get()?.id).toBe(ACCOUNT_ID);
  });

  it.each([
    ['an id that is not 24 hex characters', { id: 'not-an-object-id', accountType: 'FULL' }],
    ['a missing account type', { id: ACCOUNT_ID, accountType: null }],
    ['an unknown account type', { id: ACCOUNT_ID, accountType: 'GOLD' }],
    ['no id', { accountType: 'FULL' }],
  ])('rejects %s and clears the stored selection', (_, candidate) => {
    selectAccount(USER_ID, { id: ACCOUNT_ID, accountType: 'FULL' });

    expect(selectAccount(USER_ID, candidate)).toBeNull();
    expect(localStorage.getItem(storageKeys.selectedAccount(USER_ID))).toBeNull();
    expect(localStorage.getItem(storageKeys.accountType(USER_ID))).toBeNull();
    expect(selectionStore.get()).toBeNull();
  });

  it('restores a valid stored selection and clears an invalid one', () => {
    localStorage.setItem(storageKeys.selectedAccount(USER_ID), ACCOUNT_ID);
    localStorage.setItem(storageKeys.accountType(USER_ID), 'FULL');
    expect(restoreSelection(USER_ID)).toEqual({ id: ACCOUNT_ID, accountType: 'FULL' });

    localStorage.setItem(storageKeys.selectedAccount(USER_ID), 'broken');
    expect(restoreSelection(USER_ID)).toBeNull();
    expect(localStorage.getItem(storageKeys.accountType(USER_ID))).toBeNull();
  });
});

describe('reconcileSelection', () => {
  it('selects the only account automatically', () => {
    expect(reconcileSelection(USER_ID, [anAccount({ accountType: 'FREE' })])).toEqual({
      id: ACCOUNT_ID,
      accountType: 'FREE',
    });
  });

  it('keeps a selection that is one of several accounts', () => {
    const other = anAccount({ _id: 'cccccccccccccccccccccccc' });
    selectAccount(USER_ID, { id: other._id, accountType: 'FULL' });

    expect(reconcileSelection(USER_ID, [anAccount(), other])?.id).toBe(other._id);
  });

  it('clears a selection that is none of the accounts, and picks nothing among several', () => {
    selectAccount(USER_ID, { id: 'dddddddddddddddddddddddd', accountType: 'FULL' });

    expect(
      reconcileSelection(USER_ID, [anAccount(), anAccount({ _id: 'cccccccccccccccccccccccc' })]),
    ).toBeNull();
    expect(localStorage.getItem(storageKeys.selectedAccount(USER_ID))).toBeNull();
  });
});

describe('account owner and session', () => {
  it('the user owns an account whose ownerId is his id', () => {
    expect(isAccountOwner(anAccount(), USER_ID)).toBe(true);
    expect(isAccountOwner(anAccount({ ownerId: 'eeeeeeeeeeeeeeeeeeeeeeee' }), USER_ID)).toBe(false);
  });

  it('follows the user: his stored selection on login, none after logout', () => {
    localStorage.setItem(storageKeys.selectedAccount(USER_ID), ACCOUNT_ID);
    localStorage.setItem(storageKeys.accountType(USER_ID), 'FULL');
    storeAccessToken('token');
    storeUser(aUser());
    expect(selectionStore.get()?.id).toBe(ACCOUNT_ID);

    clearSession('logout');
    expect(selectionStore.get()).toBeNull();
    expect(localStorage.getItem(storageKeys.selectedAccount(USER_ID))).toBeNull();
  });
});
