import { vi } from 'vitest';

type Answer = [status: number, body: unknown];

/** Stubs fetch with one answer for every call, or an answer chosen from each request. */
export function answerFetch(answer: Answer | ((init?: RequestInit) => Answer)) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const [status, body] = typeof answer === 'function' ? answer(init) : answer;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
