import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveQuerySchema } from '@tropero/shared/contracts/live';
import { LIVE_HEARTBEAT_MS } from '@tropero/shared/telemetry';
import type { Executor } from '../db/executor';
import { resolveScope } from '../http/account-scope';
import { callerOf, sessionOf, type SessionUserLookup } from '../http/auth-hooks';
import { AppError } from '../errors/app-error';
import { settlementsRepository } from '../modules/settlements/settlements.repository';
import type { AlertReach, LiveBus } from '../modules/telemetry/live-bus';

export interface LiveOptions {
  sessionUser: SessionUserLookup;
  /** The accounts and shared settlements whose alerts a user's stream carries. */
  alertReach: (userId: string) => Promise<AlertReach>;
  heartbeatMs?: number;
}

/**
 * Live positions of a settlement (`/live`) and live alert changes of everything the caller reaches
 * (`/live/alerts`) as Server-Sent Events. EventSource cannot send headers, so the access token may
 * come as `access_token` in the query. Logout ends a stream too: at each heartbeat the stream checks
 * that its session still lives (a logout on any server revokes it in the database).
 */
export function liveRoutes(
  live: LiveBus,
  db: Executor,
  { sessionUser, alertReach, heartbeatMs = LIVE_HEARTBEAT_MS }: LiveOptions,
): FastifyPluginAsyncZod {
  /** Opens the event stream; `follow` subscribes it and answers how to unsubscribe. */
  function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    follow: (send: (event: string, data: unknown) => void) => () => void,
  ): void {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n\n');
    const unsubscribe = follow((event, data) =>
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    );
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
  }

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
        stream(request, reply, (send) =>
          live.subscribe(settlementId, (updates) => send('positions', updates)),
        );
      },
    );

    app.get(
      '/live/alerts',
      {
        config: { tokenInQuery: true },
        schema: {
          tags: ['alerts'],
          description:
            'Server-Sent Events: an `alert` event ({alertId, settlementId, type, state, animalId, opened}) for each alert opened, repeated or resolved in a settlement the caller reaches, and a `heartbeat` event every 25 s.',
        },
      },
      async (request, reply) => {
        const reach = await alertReach(callerOf(request).user._id);
        stream(request, reply, (send) => live.subscribeAlerts(reach, (alert) => send('alert', alert)));
      },
    );
  };
}
