import type { Animal, Device } from '@tropero/shared/herd';
import { alertParamsSchema, type Settlement } from '@tropero/shared/farm';
import { vi } from 'vitest';
import { selectAccount, selectionStore } from '../../../lib/account-selection';
import { clearSession, storeAccessToken, storeDataToken, storeUser } from '../../../lib/session';
import { ACCOUNT_ID, aUser, USER_ID } from '../../../test/fixtures';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | ((call: FakeCall) => { status?: number; body: unknown });

/**
 * Stubs fetch with answers by "METHOD /path" (without the API prefix and query); every call is
 * recorded. An unexpected call fails loudly, so a test cannot pass on a request it did not foresee.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const answer = answers[`${method} ${path}`];
    if (!answer)
      return new Response(JSON.stringify({ message: `unexpected ${method} ${path}` }), { status: 500 });
    const { status = 200, body: payload } = typeof answer === 'function' ? answer(call) : answer;
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A signed-in admin with an account selected, as the pages expect. */
export function signInWithAccount(): void {
  storeAccessToken('token');
  storeDataToken('data-token');
  storeUser(aUser());
  selectAccount(USER_ID, { id: ACCOUNT_ID, accountType: 'FULL' });
}

export function signOut(): void {
  clearSession();
  selectionStore.set(null);
  vi.unstubAllGlobals();
}

export const SETTLEMENT_ID = 'cccccccccccccccccccccccc';
export const ROUNDUP_ID = 'dddddddddddddddddddddddd';

export const aSettlement = (changes: Partial<Settlement> = {}): Settlement => ({
  _id: SETTLEMENT_ID,
  accountId: ACCOUNT_ID,
  name: 'La Esperanza',
  location: { lat: -29.4, lng: -66.9 },
  establishmentCode: null,
  utcOffsetMinutes: -180,
  herdType: 'beef',
  alertParams: alertParamsSchema.parse({}),
  access: 'admin',
  ...changes,
});

export const anAnimal = (index: number, changes: Partial<Animal> = {}): Animal => ({
  _id: `${'e'.repeat(20)}${String(index).padStart(4, '0')}`,
  caravana: `A-${index}`,
  senasa: null,
  eid: null,
  type: 'VACA',
  subtype: null,
  breed: 'HEREFORD',
  sex: 'F',
  birthDay: '2021-09-15',
  weightKg: null,
  observations: null,
  settlementId: SETTLEMENT_ID,
  roundupId: null,
  roundupName: 'SIN RODEO',
  plotId: null,
  plotName: null,
  ...changes,
});

export const aDevice = (index: number, changes: Partial<Device> = {}): Device => ({
  _id: `${'f'.repeat(20)}${String(index).padStart(4, '0')}`,
  type: 'COLLAR',
  identifierType: 'MAC',
  identifier: `AA:BB:CC:00:00:${String(index).padStart(2, '0')}`,
  firmware: '1.0.0',
  technology: 'LoRaWAN',
  signals: ['GPS', 'BATTERY'],
  settlementId: SETTLEMENT_ID,
  animalId: null,
  animalCaravana: null,
  lastSeen: null,
  battery: null,
  simulated: false,
  ...changes,
});
