import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';

/** Renders inside the app's theme and a router at `path`. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', ...options }: RenderOptions & { path?: string } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </MantineProvider>
  );
  return render(ui, { wrapper, ...options });
}
