import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanupStorage, readJson, storageKeys, writeJson } from './storage';

const storedKeys = () => Object.keys(localStorage).sort();

describe('cleanupStorage (spec §4)', () => {
  it('removes every key except the kept prefixes', () => {
    localStorage.setItem(storageKeys.customer, '{}');
    localStorage.setItem(storageKeys.accessToken, 'token');
    localStorage.setItem(storageKeys.accessTokenData, 'data-token');
    localStorage.setItem(storageKeys.redirectTo, '{}');
    localStorage.setItem(storageKeys.pendingInvite, '{}');
    localStorage.setItem(storageKeys.newsRead('u1'), '[]');
    localStorage.setItem(storageKeys.selectedAccount('u1'), 'a1');
    localStorage.setItem(storageKeys.accountType('u1'), 'FULL');
    localStorage.setItem(storageKeys.disabledTracking, 'true');
    localStorage.setItem(storageKeys.userPreferences, '{}');

    cleanupStorage();

    expect(storedKeys()).toEqual([
      'accountType-u1',
      'disabledTracking',
      'selectedAccount-u1',
      'userPreferences',
    ]);
  });

  it('also keeps the extra prefixes it is given', () => {
    localStorage.setItem(storageKeys.newsRead('u1'), '[]');
    localStorage.setItem(storageKeys.customer, '{}');

    cleanupStorage(['newsRead']);

    expect(storedKeys()).toEqual(['newsRead-u1-v1']);
  });

  it('compares the whole prefix before the first dash', () => {
    localStorage.setItem('selectedAccountOld', 'x');
    localStorage.setItem('userPreferences-extra', 'y');

    cleanupStorage();

    expect(storedKeys()).toEqual(['userPreferences-extra']);
  });
});

describe('readJson', () => {
  it('reads what writeJson stored', () => {
    writeJson(storageKeys.userPreferences, { language: 'en_US' });
    expect(readJson(storageKeys.userPreferences, {})).toEqual({ language: 'en_US' });
  });

  it('returns the fallback for a missing key without cleaning up', () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    expect(readJson(storageKeys.customer, null)).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('token');
  });

  it('cleans up and returns the fallback when the stored JSON does not parse', () => {
    localStorage.setItem(storageKeys.customer, '{not json');
    localStorage.setItem(storageKeys.accessToken, 'token');
    localStorage.setItem(storageKeys.userPreferences, '{"language":"pt_BR"}');

    expect(readJson(storageKeys.customer, 'fallback')).toBe('fallback');
    expect(storedKeys()).toEqual(['userPreferences']);
  });

  it('treats a value that does not fit its schema as corrupt too', () => {
    writeJson(storageKeys.pendingInvite, { settlementId: 42 });
    const schema = z.object({ settlementId: z.string(), userId: z.string() }).nullable();

    expect(readJson(storageKeys.pendingInvite, null, schema)).toBeNull();
    expect(localStorage.getItem(storageKeys.pendingInvite)).toBeNull();
  });
});
