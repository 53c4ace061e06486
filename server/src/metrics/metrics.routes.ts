import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { AppMetrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && !!given && timingSafeEqual(digest(given), digest(token));
}

/** Counts every answered request by its route pattern (unknown paths together, so labels stay few). */
export function countRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.answered(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime,
    );
  });
}

/** `GET /metrics` in Prometheus text format; behind a bearer token when METRICS_TOKEN is set. */
export function metricsRoutes(metrics: AppMetrics, token: string | undefined): FastifyPluginAsync {
  return async (app) => {
    app.get('/metrics', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (token !== undefined && !bearerMatches(request, token)) throw new AppError('TOKEN_INVALID');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  };
}
