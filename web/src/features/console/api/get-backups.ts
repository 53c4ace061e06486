import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupList } from '@tropero/shared/contracts/backups';
import { api } from '../../../api/client';
import { BACKUPS_KEY } from './console-keys';

/** GET /backups (superadmin): the backups kept on the server, newest first. */
export const getBackups = (): Promise<BackupList> => api.get<BackupList>('/backups');

export const backupsQueryOptions = () => queryOptions({ queryKey: BACKUPS_KEY, queryFn: getBackups });

export const useBackups = () => useQuery(backupsQueryOptions());
