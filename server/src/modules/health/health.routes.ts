import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@tropero/shared/contracts/platform';
import type { Database } from '../../db/connection';
import { latestMigration } from '../../db/migrate';

/** `GET /api/health`: the database dialect and the latest applied migration. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['health'],
          response: { 200: healthSchema },
        },
      },
      async () => ({
        status: 'ok' as const,
        dialect: database.dialect,
        migration: (await latestMigration(database.db)) ?? null,
      }),
    );
  };
}
