import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: the live stream's access token, a password-reset link's token. */
const SECRET_PARAMS = /([?&](?:access_token|token)=)[^&#]*/gi;
/** OsmAnd devices authenticate by the ingest key in the path (and so does the OsmAnd port, routed here). */
const OSMAND_KEY = /^(\/ingest\/osmand\/)[^/?#]+/;
const REDACTED = '[redacted]';

/** A request URL fit for the log: secrets in the query and OsmAnd keys in the path are blanked. */
export function redactUrl(url: string): string {
  return url.replace(OSMAND_KEY, `$1${REDACTED}`).replace(SECRET_PARAMS, `$1${REDACTED}`);
}

/** The request as Fastify logs it ("incoming request"), with its URL redacted. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
