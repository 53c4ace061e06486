import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { DOMAIN_NAMESPACES, initI18n, loadDomainTexts } from '../i18n/setup';

// jsdom lacks what Mantine measures layouts with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A screen's first answer can take more than the default second on a busy 2-core machine: `findBy…` and
// `waitFor` wait up to 5 s (a screen that never shows the text still fails).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('es_AR');
  await Promise.all(DOMAIN_NAMESPACES.map(loadDomainTexts));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
