import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_HEARTBEAT_MS } from '@tropero/shared/telemetry';
import { callerOf, type SessionUserLookup } from '../http/auth-hooks';
import { openEventStream } from './event-stream';
import type { LiveBus } from './live-bus';
import { liveChannels, supportTopic } from './live-channels';

/**
 * Support conversations as Server-Sent Events (`/live/support`): a superadmin's stream carries every
 * conversation's changes (the inbox), anyone else's only his own conversation's.
 */
export function supportLiveRoutes(
  live: LiveBus,
  { sessionUser, heartbeatMs = LIVE_HEARTBEAT_MS }: { sessionUser: SessionUserLookup; heartbeatMs?: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/live/support',
      {
        config: { tokenInQuery: true },
        schema: {
          tags: ['support'],
          description:
            'Server-Sent Events: a `support` event ({conversationId, phoneNumber, userId}) when a conversation the caller follows changes, and a `heartbeat` event every 25 s.',
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const follow = caller.role === 'superadmin' ? { inbox: true as const } : { userId: caller.user._id };
        openEventStream(request, reply, { sessionUser, heartbeatMs }, (send) =>
          live.subscribe(liveChannels.support, [supportTopic(follow)], (event) => send('support', event)),
        );
      },
    );
  };
}
