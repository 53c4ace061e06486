import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LoginResponse, User } from '@tropero/shared/auth';
import { XSRF_COOKIE, XSRF_HEADER } from '@tropero/shared/constants';
import type { AppConfig } from '../src/config';
import type { Dialect } from '../src/db/connection';
import { nowIso } from '../src/db/executor';
import { newObjectId } from '../src/db/object-id';
import { accountsRepository } from '../src/modules/accounts/accounts.repository';
import { hashPassword } from '../src/modules/auth/passwords';
import { toUser } from '../src/modules/auth/to-user';
import { usersRepository } from '../src/modules/users/users.repository';
import { outboxMailer } from '../src/providers/mail/mailer';
import { PushDestinations, systemResolve } from '../src/providers/push/push-destinations';
import { buildServer } from '../src/server';
import type { Services } from '../src/services';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const PASSWORD = 'correct horse battery';
const XSRF = 'test-xsrf-token';

/** Push destinations as in production, with the tests' push host resolved without the network. */
export const TEST_PUSH_DESTINATIONS = new PushDestinations({
  resolve: async (hostname) =>
    hostname.endsWith('push.example.com')
      ? [{ address: '203.0.113.10', family: 4 }]
      : systemResolve(hostname),
});

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  jwtSecret: TEST_SECRET,
  publicUrl: 'http://localhost:3000',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlDays: 30,
  loginLimits: { perIp: 1000, perClient: 1000 },
  trustProxy: false,
  notifications: { push: null, destinations: TEST_PUSH_DESTINATIONS },
  ...overrides,
});

export interface TestContext {
  app: FastifyInstance;
  /** The app's services: the tests run the periodic jobs' work and wait for queued work through them. */
  services: Services;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A real app on a fresh migrated database of the given dialect. */
export async function createTestApp(dialect: Dialect, config: Partial<AppConfig> = {}): Promise<TestContext> {
  return createTestAppOn(await createTestDatabase(dialect), config);
}

/** A real app on a database the test prepared itself (a file, a role, a connection through a relay). */
export async function createTestAppOn(
  database: TestDatabase,
  config: Partial<AppConfig> = {},
): Promise<TestContext> {
  const server = await buildServer({
    config: testConfig(config),
    database,
    mailer: outboxMailer(database.db, { info: () => {} }),
  });
  return {
    app: server.app,
    services: server.services,
    database,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/** A second server on the same database, as behind a load balancer: its own memory, the same rows. */
export async function createSecondApp(
  ctx: TestContext,
  config: Partial<AppConfig> = {},
): Promise<{ app: FastifyInstance; services: Services; close(): Promise<void> }> {
  const database = ctx.database.connectAgain();
  const server = await buildServer({
    config: testConfig(config),
    database,
    mailer: outboxMailer(database.db, { info: () => {} }),
  });
  return {
    app: server.app,
    services: server.services,
    close: async () => {
      await server.close();
      await database.destroy();
    },
  };
}

export interface Call {
  token?: string;
  body?: unknown;
  /** Send the XSRF cookie and header (default true). */
  xsrf?: boolean;
  headers?: Record<string, string>;
}

/** One request, as the web client makes it: Bearer token and double-submitted XSRF token. */
export function call(app: FastifyInstance, method: InjectOptions['method'], url: string, options: Call = {}) {
  const { token, body, xsrf = true, headers = {} } = options;
  return app.inject({
    method,
    url,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(xsrf && { [XSRF_HEADER]: XSRF }),
      ...headers,
    },
    cookies: xsrf ? { [XSRF_COOKIE]: XSRF } : {},
    ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
  });
}

export interface TestUser {
  id: string;
  email: string;
  accountId: string;
  token: string;
  user: User;
}

let sequence = 0;

/**
 * A user with his own account, logged in; his email is verified unless `verified: false` (then
 * his session is one from before: the login itself waits for a verified email).
 */
export async function createUser(
  ctx: TestContext,
  options: { tags?: string[]; active?: boolean; email?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const { db } = ctx.database;
  const id = newObjectId();
  const email = options.email ?? `user${++sequence}-${id.slice(-6)}@example.com`;
  const now = nowIso();
  await usersRepository.insert(db, {
    id,
    email,
    name: `Usuario ${sequence}`,
    password_hash: await hashPassword(PASSWORD),
    active: options.active === false ? 0 : 1,
    needs_password_reset: 0,
    language: 'es_AR',
    tags: JSON.stringify(options.tags ?? ['admin']),
    alert_push_notifications: 1,
    disable_alert: 0,
    device_token: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
    email_verified_at: now,
  });
  const accountId = newObjectId();
  await accountsRepository.insert(db, {
    id: accountId,
    name: `Cuenta ${sequence}`,
    accountType: 'FREE',
    ownerId: id,
  });
  await accountsRepository.upsertMember(db, { accountId, userId: id, role: 'owner', active: true });
  const token = options.active === false ? '' : (await login(ctx.app, email)).accessToken;
  if (options.verified === false) await usersRepository.update(db, id, { email_verified_at: null });
  const row = await usersRepository.findById(db, id);
  return { id, email, accountId, token, user: toUser(row!) };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
): Promise<LoginResponse> {
  const response = await call(app, 'POST', '/api/v1/login', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

/** A settlement created through the API by a user who may edit the account. */
export async function createSettlement(
  ctx: TestContext,
  owner: Pick<TestUser, 'token' | 'accountId'>,
  name = 'Campo de Prueba',
  location = { lat: -29.41, lng: -66.85 },
): Promise<string> {
  const response = await call(ctx.app, 'POST', `/api/v1/settlements?userAccountId=${owner.accountId}`, {
    token: owner.token,
    body: { name, location },
  });
  if (response.statusCode !== 201) throw new Error(`settlement not created: ${response.body}`);
  return response.json<{ _id: string }>()._id;
}

/** A multipart/form-data body carrying one file in the field `file`. */
export function multipartFile(
  filename: string,
  data: Uint8Array,
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----tropero${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file sent as multipart/form-data, as the web's import dialogs send it. */
export function uploadFile(
  ctx: TestContext,
  user: Pick<TestUser, 'token'>,
  url: string,
  filename: string,
  data: Uint8Array,
) {
  return call(ctx.app, 'POST', url, { token: user.token, ...multipartFile(filename, data) });
}

/** The bytes of a file under `test/fixtures`, by its path there. */
export const fixtureFile = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url));

/** A square plot outline of `sideDeg` degrees with its south-west corner at (lng, lat). */
export function squareGeometry(lng = -66.86, lat = -29.41, sideDeg = 0.01) {
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [lng, lat],
        [lng + sideDeg, lat],
        [lng + sideDeg, lat + sideDeg],
        [lng, lat + sideDeg],
        [lng, lat],
      ],
    ],
  };
}

/** Shorthands for one user's requests. */
export function apiAs(ctx: TestContext, user: Pick<TestUser, 'token'>) {
  return {
    get: (url: string) => call(ctx.app, 'GET', url, { token: user.token }),
    post: (url: string, body: unknown) => call(ctx.app, 'POST', url, { token: user.token, body }),
    put: (url: string, body: unknown) => call(ctx.app, 'PUT', url, { token: user.token, body }),
    delete: (url: string) => call(ctx.app, 'DELETE', url, { token: user.token }),
  };
}
