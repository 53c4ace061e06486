import { useQueryClient } from '@tanstack/react-query';

/** The console's queries: users, accounts and the audit log, each a prefix of its lists and details. */
export const CONSOLE_USERS_KEY = ['console', 'users'] as const;
export const CONSOLE_ACCOUNTS_KEY = ['console', 'accounts'] as const;
export const AUDIT_KEY = ['console', 'audit'] as const;
export const BACKUPS_KEY = ['console', 'backups'] as const;

/** After a console action, the lists and details of what it touched ask again, and the audit log. */
export function useRefreshConsole(key: typeof CONSOLE_USERS_KEY | typeof CONSOLE_ACCOUNTS_KEY) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  };
}
