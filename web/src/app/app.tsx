import { MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ConfirmHost } from '../components/confirm-host';
import { NotificationsHost } from '../components/notifications-host';
import { reloadSession } from '../lib/session';
import { storageKeys } from '../lib/storage';
import { AppInfoProvider } from './app-info';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';
import { theme } from '../config/theme';

const SESSION_KEYS: readonly (string | null)[] = [storageKeys.customer, storageKeys.accessToken, null];

/** Keeps tabs in step: logging in or out in one tab does the same in the others. */
function useSessionAcrossTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (SESSION_KEYS.includes(event.key)) reloadSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export function App() {
  useSessionAcrossTabs();
  return (
    <MantineProvider theme={theme}>
      <ErrorBoundary>
        <AppInfoProvider>
          <NotificationsHost />
          <ConfirmHost />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppInfoProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
