import { afterEach, beforeEach, vi } from 'vitest';
import { loadDomainTexts } from '../../../i18n/setup';
import { clearSession, storeAccessToken } from '../../../lib/session';
import { answerFetch } from '../../../test/answer-fetch';

/** Each test of the file signed in, with the device factory's texts; its stubbed fetch undone after. */
export function signInForFactoryTests() {
  beforeEach(async () => {
    storeAccessToken('token');
    await loadDomainTexts('device-factory');
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });
}

/** Every request answers `body` as JSON with `status`; the JSON bodies sent are kept, in order. */
export function answerJson(status: number, body: unknown): unknown[] {
  const sent: unknown[] = [];
  answerFetch((init) => {
    sent.push(JSON.parse(String(init?.body)));
    return [status, body];
  });
  return sent;
}
