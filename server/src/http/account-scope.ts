import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_QUERY_PARAM } from '@tropero/shared/constants';
import { patterns } from '@tropero/shared/validation';
import { scopeFor, type AccountScope } from '../access/account-scope';
import type { Executor } from '../db/executor';
import { AppError } from '../errors/app-error';
import { callerOf } from './auth-hooks';
// The route config and request fields this guard reads and sets are declared there.
import type {} from './request-context';

/** Read from the raw URL: route schemas do not declare it, and their validation drops undeclared keys. */
function requestedAccountId(request: FastifyRequest): string | undefined {
  const requested = new URL(request.url, 'http://local').searchParams.get(ACCOUNT_QUERY_PARAM);
  if (requested === null || requested === '') return undefined;
  if (!patterns.objectId.test(requested)) {
    throw new AppError('VALIDATION', { errors: { [ACCOUNT_QUERY_PARAM]: 'validation.objectId' } });
  }
  return requested;
}

/** The account scope of a request: its `userAccountId` query parameter, or the caller's only account. */
function resolveScope(request: FastifyRequest, db: Executor): Promise<AccountScope> {
  return scopeFor(db, callerOf(request), requestedAccountId(request));
}

/**
 * The scope guard (docs/architecture.md "Server"): every route declaring `scope: 'account'` in its config
 * has its request's scope resolved before its handler, which reads it with `scopeOf`. It runs as the
 * route's own preHandler, after the schemas' validation (a bad body still answers 400 first), and only
 * on those routes (ingestion pays nothing for it).
 */
export function registerScopeGuard(app: FastifyInstance, db: Executor): void {
  app.decorateRequest('scope', null);
  const resolve: preHandlerAsyncHookHandler = async (request) => {
    request.scope = await resolveScope(request, db);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.scope !== 'account') return;
    const own = route.preHandler ?? [];
    route.preHandler = [resolve, ...(Array.isArray(own) ? own : [own])];
  });
}

/** The account scope of a route declaring `scope: 'account'` (the guard resolved it before the handler). */
export function scopeOf(request: FastifyRequest): AccountScope {
  if (!request.scope) throw new Error(`${request.routeOptions.url ?? request.url} declares no account scope`);
  return request.scope;
}
