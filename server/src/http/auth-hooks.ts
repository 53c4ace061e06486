import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATA_TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@tropero/shared/constants';
import { roleOf } from '@tropero/shared/roles';
import type { User } from '@tropero/shared/auth';
import type { Caller } from '../access/caller';
// The route config and request fields this hook reads are declared there.
import type {} from './request-context';
import { AppError } from '../errors/app-error';
import type { TokenSigner } from '../modules/auth/tokens';

/** The active user behind a token's subject, if any. */
export type ActiveUserLookup = (userId: string) => Promise<User | undefined>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes under these paths need a signed-in user unless they say otherwise; the rest (app, docs) are public. */
const PROTECTED_PREFIXES = ['/api/v1/', '/data-api/', '/ingest/'];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('TOKEN_MALFORMED');
  return token;
}

/** The caller behind a request's token, or the 401 of spec §8. */
export async function authenticate(
  request: FastifyRequest,
  activeUser: ActiveUserLookup,
  tokens: TokenSigner,
  kind: 'user' | 'data',
): Promise<Caller> {
  const dataHeader = request.headers[DATA_TOKEN_HEADER];
  const queryToken = request.routeOptions.config.tokenInQuery
    ? (request.query as Record<string, unknown> | undefined)?.access_token
    : undefined;
  const headerToken =
    kind === 'data' ? (typeof dataHeader === 'string' ? dataHeader : undefined) : bearerToken(request);
  const token = headerToken ?? (typeof queryToken === 'string' ? queryToken : undefined);
  if (!token) throw new AppError('TOKEN_MISSING');
  const userId = await tokens.verify(token, kind === 'data' ? 'data-api' : 'api');
  const user = await activeUser(userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  return { user, role: roleOf(user.tags) };
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
    activeUser,
    tokens,
    secureCookies,
  }: { activeUser: ActiveUserLookup; tokens: TokenSigner; secureCookies: boolean },
): void {
  app.decorateRequest('caller', null);
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
    if (auth !== 'public') request.caller = await authenticate(request, activeUser, tokens, auth);

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

/** The caller of an authenticated route (the hook guarantees one). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('TOKEN_MISSING');
  return request.caller;
}
