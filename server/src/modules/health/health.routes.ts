import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@tropero/shared/contracts/platform';
import type { HealthService } from './health.service';

/**
 * `GET /api/health`: the dialect, the latest migration, whether the database answers (200, or 503 for a
 * load balancer to take the server out) and how old the newest filed reading is.
 */
export function healthRoutes(health: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['health'],
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const answer = await health.check();
        return reply.status(answer.database === 'up' ? 200 : 503).send(answer);
      },
    );
  };
}
