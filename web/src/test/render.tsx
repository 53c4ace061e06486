import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../config/theme';

/** Renders inside the app's theme, a router at `path` and a query client of its own (no retries). */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', ...options }: RenderOptions & { path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}

/** A public page at `path`: no query provider around it, as in the app (it hands over its own). */
export const renderPublicPage = (page: ReactElement, path: string) =>
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </MantineProvider>,
  );
