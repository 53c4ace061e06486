import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The WhatsApp Cloud API's messages endpoint played on a local port (docs/providers.md §6): it records
 * every request (path, Bearer token, JSON body) and answers each with a new message id in the real
 * API's shape, unless a test scripts the next answer (an error status and Meta's error body).
 */

export interface GraphRequest {
  path: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: 'text' | 'template';
    text?: { body: string };
    template?: { name: string; language: { code: string }; components: unknown[] };
    [key: string]: unknown;
  };
}

export interface FakeGraphApi {
  /** The base the adapter is configured with (as https://graph.facebook.com/v21.0). */
  url: string;
  requests: GraphRequest[];
  /** The next answer is this status and body instead of a sent message. */
  failNext(status: number, body: object): void;
  close(): Promise<void>;
}

export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const requests: GraphRequest[] = [];
  const scripted: { status: number; body: object }[] = [];
  let sequence = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GraphRequest['body'];
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const next = scripted.shift();
      const answer = next ?? {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.sent${++sequence}` }],
        },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    failNext: (status, body) => scripted.push({ status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
