import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveQuerySchema } from '@tropero/shared/contracts/live';
import { LIVE_HEARTBEAT_MS } from '@tropero/shared/telemetry';
import { scopeOf } from '../http/account-scope';
import { callerOf, type SessionUserLookup } from '../http/auth-hooks';
import type { SettlementsService } from '../modules/settlements/settlements.service';
import { openEventStream } from './event-stream';
import type { LiveBus } from './live-bus';
import { alertTopics, liveChannels, type AlertReach } from './live-channels';

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
  settlements: SettlementsService,
  { sessionUser, alertReach, heartbeatMs = LIVE_HEARTBEAT_MS }: LiveOptions,
): FastifyPluginAsyncZod {
  const stream = (
    request: FastifyRequest,
    reply: FastifyReply,
    follow: Parameters<typeof openEventStream>[3],
  ) => openEventStream(request, reply, { sessionUser, heartbeatMs }, follow);

  return async (app) => {
    app.get(
      '/live',
      {
        config: { tokenInQuery: true, scope: 'account' },
        schema: {
          tags: ['telemetry'],
          description:
            'Server-Sent Events: `positions` events with [{deviceId, animalId, ts, lat, lng, battery}], and a `heartbeat` event every 25 s.',
          querystring: liveQuerySchema,
        },
      },
      async (request, reply) => {
        const { settlementId } = request.query;
        await settlements.find(scopeOf(request), settlementId);
        stream(request, reply, (send) =>
          live.subscribe(liveChannels.positions, [settlementId], ({ updates }) => send('positions', updates)),
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
        stream(request, reply, (send) =>
          live.subscribe(liveChannels.alerts, alertTopics(reach), ({ alert }) => send('alert', alert)),
        );
      },
    );
  };
}
