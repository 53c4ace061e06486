import type { FastifyRequest } from 'fastify';
import { ACCOUNT_QUERY_PARAM } from '@tropero/shared/constants';
import { patterns } from '@tropero/shared/validation';
import { scopeFor, type AccountScope } from '../access/account-scope';
import type { Executor } from '../db/executor';
import { AppError } from '../errors/app-error';
import { callerOf } from './auth-hooks';

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
export function resolveScope(request: FastifyRequest, db: Executor): Promise<AccountScope> {
  return scopeFor(db, callerOf(request), requestedAccountId(request));
}
