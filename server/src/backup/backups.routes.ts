import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupListSchema, backupResultSchema } from '@tropero/shared/contracts/backups';
import { AppError } from '../errors/app-error';
import { BackupFailed, type BackupService } from './backup.service';

const tags = ['backups'];
const superadmin = { roles: ['superadmin'] } as const;

/** The console's backups: write one now, list those kept. `backups` is null where the server has none. */
export function backupsRoutes(backups: BackupService | null): FastifyPluginAsyncZod {
  const service = () => {
    if (!backups) throw new AppError('BACKUPS_UNAVAILABLE');
    return backups;
  };
  return async (app) => {
    app.post(
      '/backups',
      {
        config: superadmin,
        schema: {
          tags,
          description:
            'Writes a backup of the running database and verifies it (it opens, its row counts match).',
          response: { 200: backupResultSchema },
        },
      },
      async (request) => {
        try {
          return await service().create();
        } catch (error) {
          if (!(error instanceof BackupFailed)) throw error;
          request.log.error({ err: error }, 'backup failed');
          throw new AppError('BACKUP_FAILED', { message: error.message });
        }
      },
    );
    app.get(
      '/backups',
      {
        config: superadmin,
        schema: {
          tags,
          description: 'The backups kept in BACKUP_DIR, newest first.',
          response: { 200: backupListSchema },
        },
      },
      async () => ({ items: await service().list() }),
    );
  };
}
