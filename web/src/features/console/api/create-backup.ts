import type { BackupResult } from '@tropero/shared/contracts/backups';
import { api } from '../../../api/client';
import { BACKUPS_KEY } from './console-keys';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** POST /backups (superadmin): writes a backup of the database now and verifies it. */
export const createBackup = (): Promise<BackupResult> => api.post<BackupResult>('/backups', {});

export function useCreateBackup() {
  return useRefreshingMutation(createBackup, BACKUPS_KEY);
}
