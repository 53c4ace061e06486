import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { loggedRequest } from './http/request-log';

export type Logger = PinoLogger;

/**
 * The server's one logger, shared by the services and the HTTP app (Fastify logs its requests through a
 * child of it). Requests are logged with their URLs redacted (live-stream tokens, OsmAnd keys); tests
 * use the level `silent`.
 */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino({ level, serializers: { req: loggedRequest } }, stream);
}
