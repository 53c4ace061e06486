import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
          response: {
            200: z.object({
              status: z.literal('ok'),
              dialect: z.enum(['sqlite', 'postgres']),
              migration: z.string().nullable(),
            }),
          },
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
