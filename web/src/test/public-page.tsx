import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../config/theme';

/** A public page at `path`: no query provider around it, as in the app (it hands over its own). */
export const renderPublicPage = (page: ReactElement, path: string) =>
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </MantineProvider>,
  );

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
