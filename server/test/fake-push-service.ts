import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import type { PushSubscription } from '../src/providers/push/push-service';

/*
 * A local HTTPS server standing in for a browser vendor's push service (RFC 8030): it keeps every
 * request, answers what the test scripts (201 by default), and holds the receiving browser's keys so
 * that a test can check the VAPID signature and decrypt the message. No real push service is
 * contacted. Its certificate is for 127.0.0.1 only; `agent` trusts it.
 */

const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgUT/0G4ms2AWPN/L5
xyE/X1+NTVThi4M8agM/AYwsnu+hRANCAASjDIpNHostyaa9B5MR7fFhR8ORNyi8
UH0c3CChusoy3Jf3HoTXOlQ91tFbjhsu99Tgu62dUW0JdauFFw2mjgEz
-----END PRIVATE KEY-----`;

const CERT = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUTosyLtjGnKOfOK/YxhnXbmMpIIUwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjAwNDEwM1oYDzIxMjYxMTAy
MDA0MTAzWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASjDIpNHostyaa9B5MR7fFhR8ORNyi8UH0c3CChusoy3Jf3HoTXOlQ9
1tFbjhsu99Tgu62dUW0JdauFFw2mjgEzo2QwYjAdBgNVHQ4EFgQUROWwa3Y67IDx
8ASb+wfNGbayAhcwHwYDVR0jBBgwFoAUROWwa3Y67IDx8ASb+wfNGbayAhcwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IGPMsJEIruaJI5vykFUWKcM2yXrPfUHRgeUPxYw3skVvAiEAk7ynb+A5ADVxtYak
PkX/8az4zaDc9eGaHlQY6npHIuI=
-----END CERTIFICATE-----`;

// web-push's own dependency for RFC 8188; the fake decrypts with it as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface PushRequest {
  /** The endpoint's path: one subscription. */
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

interface Receiver {
  keys: ECDH;
  auth: string;
}

export class FakePushService {
  readonly requests: PushRequest[] = [];
  /** An HTTPS agent that trusts this server's certificate. */
  readonly agent = new Agent({ ca: CERT });
  private readonly receivers = new Map<string, Receiver>();
  private readonly statuses = new Map<string, number>();
  private readonly hanging = new Set<string>();
  private readonly waiting = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FakePushService> {
    const server = createServer({ key: KEY, cert: CERT });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakePushService(server, `https://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      fake.answer(request, response),
    );
    return fake;
  }

  /** A new browser subscription on this service, with real receiving keys. */
  subscribe(name: string = randomBytes(6).toString('hex')): PushSubscription {
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const path = `/push/${name}`;
    this.receivers.set(path, { keys, auth });
    return {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth },
    };
  }

  /** Every later push to this subscription is answered with this status (201 unless set). */
  answerWith(subscription: PushSubscription, status: number): void {
    this.statuses.set(new URL(subscription.endpoint).pathname, status);
  }

  /** Pushes to this subscription get no answer at all (a slow push service). */
  hang(subscription: PushSubscription): void {
    this.hanging.add(new URL(subscription.endpoint).pathname);
  }

  to(subscription: PushSubscription): PushRequest[] {
    const path = new URL(subscription.endpoint).pathname;
    return this.requests.filter((request) => request.path === path);
  }

  /** The message a request carries, decrypted as the subscribed browser would (aes128gcm). */
  decrypt(request: PushRequest): unknown {
    const receiver = this.receivers.get(request.path)!;
    const plain = ece.decrypt(request.body, {
      version: 'aes128gcm',
      privateKey: receiver.keys,
      authSecret: receiver.auth,
    });
    return JSON.parse(plain.toString('utf8'));
  }

  /**
   * The VAPID claims of a request (`Authorization: vapid t=<JWT>, k=<public key>`), verified
   * (ES256) with the key it names, which must be `publicKey`; fails when anything is off.
   */
  async vapidClaims(request: PushRequest, publicKey: string): Promise<JWTPayload> {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
    if (!match) throw new Error(`no VAPID authorization: ${request.headers.authorization}`);
    const [, token, key] = match;
    if (key !== publicKey) throw new Error('the VAPID key is not the server’s');
    const point = Buffer.from(key!, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    };
    const { payload } = await jwtVerify(token!, await importJWK(jwk, 'ES256'), {
      algorithms: ['ES256'],
      audience: this.origin,
    });
    return payload;
  }

  async stop(): Promise<void> {
    for (const response of this.waiting) response.destroy();
    this.agent.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', this.origin).pathname;
      this.requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      if (this.hanging.has(path)) {
        this.waiting.add(response);
        return;
      }
      response.writeHead(this.statuses.get(path) ?? 201).end();
    });
  }
}
