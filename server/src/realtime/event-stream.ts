import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf, sessionOf, type SessionUserLookup } from '../http/auth-hooks';

/** Sends one named event on an open stream. */
export type SendEvent = (event: string, data: unknown) => void;

/**
 * Opens a Server-Sent Events stream; `follow` subscribes it and answers how to unsubscribe. At each
 * heartbeat the stream checks that its session still lives (a logout on any server revokes it in the
 * database) and ends when it does not.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { sessionUser, heartbeatMs }: { sessionUser: SessionUserLookup; heartbeatMs: number },
  follow: (send: SendEvent) => () => void,
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
