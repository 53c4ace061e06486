import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The Copernicus Data Space played on a local port (docs/providers.md §3): `POST /token` gives OAuth
 * client-credentials tokens to the one client it knows; `POST /api/v1/statistics` needs a token it
 * gave and not revoked, and answers the bodies a test queues (recorded answers), else an empty OK;
 * `POST /api/v1/process` answers the GeoTIFF a test makes for the request. Every request is kept.
 */

export const CDSE_CLIENT = { clientId: 'tropero-test', clientSecret: 'test-secret' };

/** A recorded Statistical API answer from test/fixtures/cdse. */
export const recordedStatistics = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/cdse/${name}`, import.meta.url), 'utf8'));

export interface CdseRequest {
  path: string;
  authorization?: string;
  form?: Record<string, string>;
  body?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export class FakeCdse {
  readonly requests: CdseRequest[] = [];
  private readonly answers: { status: number; body: unknown }[] = [];
  private readonly tokens = new Set<string>();
  /** The Process API's image for a request body (a GeoTIFF); none: 404. */
  image: ((body: Record<string, any>) => Buffer) | null = null; // eslint-disable-line @typescript-eslint/no-explicit-any
  private issued = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeCdse> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeCdse(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => fake.answer(request, Buffer.concat(chunks).toString('utf8'), response));
    });
    return fake;
  }

  get tokenUrl(): string {
    return `${this.url}/token`;
  }

  get processUrl(): string {
    return `${this.url}/api/v1/process`;
  }

  get statisticsUrl(): string {
    return `${this.url}/api/v1/statistics`;
  }

  /** The next statistics request is answered with this body (and status). */
  answerNext(body: unknown, status = 200): void {
    this.answers.push({ status, body });
  }

  /** Tokens given so far stop working (as after their expiry on the server's side). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  calls(path: 'token' | 'statistics' | 'process'): CdseRequest[] {
    return this.requests.filter((request) => request.path.endsWith(`/${path}`));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(request: IncomingMessage, text: string, response: ServerResponse): void {
    const path = new URL(request.url ?? '/', this.url).pathname;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/token') {
      const form = Object.fromEntries(new URLSearchParams(text));
      this.requests.push({ path, form });
      if (
        form.grant_type !== 'client_credentials' ||
        form.client_id !== CDSE_CLIENT.clientId ||
        form.client_secret !== CDSE_CLIENT.clientSecret
      ) {
        return send(401, { error: 'unauthorized_client', error_description: 'Invalid client credentials' });
      }
      const token = `token-${++this.issued}`;
      this.tokens.add(token);
      return send(200, {
        access_token: token,
        expires_in: 600,
        token_type: 'Bearer',
        scope: 'email profile',
      });
    }
    const authorization = request.headers.authorization;
    this.requests.push({ path, authorization, body: text ? JSON.parse(text) : undefined });
    const image = path === '/api/v1/process' ? this.image : null;
    if (path !== '/api/v1/statistics' && !image)
      return send(404, { error: { status: 404, message: 'Not found' } });
    if (!this.tokens.has(authorization?.replace(/^Bearer /, '') ?? '')) {
      return send(401, { error: { status: 401, reason: 'Unauthorized', message: 'Token is expired' } });
    }
    if (image) {
      response.writeHead(200, { 'content-type': 'image/tiff' });
      response.end(image(JSON.parse(text)));
      return;
    }
    const next = this.answers.shift() ?? { status: 200, body: { data: [], status: 'OK' } };
    send(next.status, next.body);
  }
}
