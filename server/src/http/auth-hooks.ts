import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATA_TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@tropero/shared/constants';
import { roleOf } from '@tropero/shared/roles';
import type { User } from '@tropero/shared/auth';
import type { Caller } from '../access/caller';
// The route config and request fields this hook reads are declared there.
import type {} from './request-context';
import { AppError } from '../errors/app-error';
import type { TokenSigner } from '../access/tokens';

/** The active user of a live session, if any. */
export type SessionUserLookup = (userId: string, sessionId: string) => Promise<User | undefined>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes under these paths need a signed-in user unless they say otherwise; the rest (app, docs) are public. */
const PROTECTED_PREFIXES = ['/api/v1/', '/data-api/', '/ingest/'];

/** The Bearer token of the Authorization header, if any; another scheme is a malformed token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('TOKEN_MALFORMED');
  return token;
}

/** The caller behind a request's token and its session, or the 401 of spec §8. */
async function authenticate(
  request: FastifyRequest,
  sessionUser: SessionUserLookup,
  tokens: TokenSigner,
  kind: 'user' | 'data',
): Promise<{ caller: Caller; sessionId: string }> {
  const dataHeader = request.headers[DATA_TOKEN_HEADER];
  const queryToken = request.routeOptions.config.tokenInQuery
    ? (request.query as Record<string, unknown> | undefined)?.access_token
    : undefined;
  const headerToken =
    kind === 'data' ? (typeof dataHeader === 'string' ? dataHeader : undefined) : bearerToken(request);
  const token = headerToken ?? (typeof queryToken === 'string' ? queryToken : undefined);
  if (!token) throw new AppError('TOKEN_MISSING');
  const { userId, sessionId } = await tokens.verify(token, kind === 'data' ? 'data-api' : 'api');
  // A logged-out session's tokens are refused at once, on every server of the database.
  const user = await sessionUser(userId, sessionId);
  if (!user) throw new AppError('TOKEN_INVALID');
  return { caller: { user, role: roleOf(user.tags) }, sessionId };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * One onRequest hook for every route: hands out the XSRF cookie, authenticates by the route's
 * `auth` config, checks the double-submitted XSRF token on mutating requests, then the roles.
 */
export function registerAuthHooks(
  app: FastifyInstance,
  {
    sessionUser,
    tokens,
    secureCookies,
  }: { sessionUser: SessionUserLookup; tokens: TokenSigner; secureCookies: boolean },
): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    const xsrfCookie = request.cookies[XSRF_COOKIE];
    // Every browser and API client gets the token; devices posting readings need none.
    if (!xsrfCookie && !request.url.startsWith('/ingest/')) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: secureCookies,
      });
    }
    if (request.is404) return;
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    const auth = config.auth ?? (PROTECTED_PREFIXES.some((p) => url.startsWith(p)) ? 'user' : 'public');
    if (auth !== 'public') {
      const { caller, sessionId } = await authenticate(request, sessionUser, tokens, auth);
      request.caller = caller;
      request.sessionId = sessionId;
    }

    if (MUTATING.has(request.method) && config.xsrf !== false) {
      const header = request.headers[XSRF_HEADER];
      if (!xsrfCookie || typeof header !== 'string' || !sameSecret(header, xsrfCookie)) {
        throw new AppError('XSRF');
      }
    }
    if (config.roles && request.caller && !config.roles.includes(request.caller.role)) {
      throw new AppError('FORBIDDEN');
    }
  });
}

/** The session of an authenticated route's token (the hook guarantees one). */
export function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('TOKEN_MISSING');
  return request.sessionId;
}

/** The caller of an authenticated route (the hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('TOKEN_MISSING');
  return request.caller;
}
