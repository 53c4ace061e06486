import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveQuerySchema } from '@tropero/shared/contracts/live';
import { LIVE_HEARTBEAT_MS } from '@tropero/shared/telemetry';
import type { Executor } from '../db/executor';
import { resolveScope } from '../http/account-scope';
import { callerOf, sessionOf, type SessionUserLookup } from '../http/auth-hooks';
import { AppError } from '../errors/app-error';
import { settlementsRepository } from '../modules/settlements/settlements.repository';
import type { LiveBus } from '../modules/telemetry/live-bus';

/**
 * Live positions of a settlement as Server-Sent Events: one connection per open map, one `positions`
 * event per committed group of readings. EventSource cannot send headers, so the access token may
 * come as `access_token` in the query. Logout ends the stream too: at each heartbeat the stream checks
 * that its session still lives (a logout on any server revokes it in the database).
 */
export function liveRoutes(
  live: LiveBus,
  db: Executor,
  { sessionUser, heartbeatMs = LIVE_HEARTBEAT_MS }: { sessionUser: SessionUserLookup; heartbeatMs?: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/live',
      {
        config: { tokenInQuery: true },
        schema: {
          tags: ['telemetry'],
          description:
            'Server-Sent Events: `positions` events with [{deviceId, animalId, ts, lat, lng, battery}], and a `heartbeat` event every 25 s.',
          querystring: liveQuerySchema,
        },
      },
      async (request, reply) => {
        const scope = await resolveScope(request, db);
        const { settlementId } = request.query;
        if (!(await settlementsRepository.findInScope(db, scope, settlementId)))
          throw new AppError('NOT_FOUND');
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        reply.raw.write('retry: 3000\n\n');
        const unsubscribe = live.subscribe(settlementId, (updates) => {
          reply.raw.write(`event: positions\ndata: ${JSON.stringify(updates)}\n\n`);
        });
        const userId = callerOf(request).user._id;
        const sessionId = sessionOf(request);
        // An event, not a comment: the page can hear it, and knows the stream is alive.
        const heartbeat = setInterval(() => {
          sessionUser(userId, sessionId)
            .then((user) => (user ? reply.raw.write('event: heartbeat\ndata: {}\n\n') : reply.raw.end()))
            .catch((error: unknown) => request.log.warn({ err: error }, 'live stream: session check failed'));
        }, heartbeatMs);
        // The response closes when the tab goes away or the stream is ended here.
        reply.raw.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
        });
      },
    );
  };
}
