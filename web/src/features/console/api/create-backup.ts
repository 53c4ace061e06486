import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupResult } from '@tropero/shared/contracts/backups';
import { api } from '../../../api/client';
import { BACKUPS_KEY } from './console-keys';

/** POST /backups (superadmin): writes a backup of the database now and verifies it. */
export const createBackup = (): Promise<BackupResult> => api.post<BackupResult>('/backups', {});

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
