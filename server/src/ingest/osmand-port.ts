import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The OsmAnd endpoint on a port of its own (conventionally 5055), for trackers configured with a
 * bare host and port: `http://host:5055/<device key>?id=…` is served as `/ingest/osmand/<device key>?id=…`.
 */
export function serveOsmand(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    request.url = `/ingest/osmand${request.url === '/' ? '/' : request.url}`;
    app.routing(request, response);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
