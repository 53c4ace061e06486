import type { FastifyRequest } from 'fastify';
import { ACCOUNT_QUERY_PARAM } from '@tropero/shared/constants';
import { patterns } from '@tropero/shared/validation';
import type { Executor } from '../db/executor';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { callerOf } from './auth-hooks';
import { AppError } from './errors';

/**
 * The account a request works on (design.md §4): the `userAccountId` query parameter, or the
 * caller's only account. The caller must be an active member; a superadmin may work on any
 * account. Another account's id answers 404, exactly like an id that does not exist.
 */
export async function resolveAccountId(request: FastifyRequest, db: Executor): Promise<string> {
  const { user, role } = callerOf(request);
  const requested = (request.query as Record<string, unknown> | undefined)?.[ACCOUNT_QUERY_PARAM];
  if (requested === undefined || requested === '') {
    const accounts = await accountsRepository.listForUser(db, user._id, true);
    if (accounts.length !== 1) throw new AppError('ACCOUNT_REQUIRED');
    return accounts[0]!.id;
  }
  if (typeof requested !== 'string' || !patterns.objectId.test(requested)) {
    throw new AppError('VALIDATION', { errors: { [ACCOUNT_QUERY_PARAM]: 'validation.objectId' } });
  }
  const allowed =
    role === 'superadmin'
      ? await accountsRepository.findById(db, requested)
      : await accountsRepository.membership(db, requested, user._id);
  if (!allowed) throw new AppError('NOT_FOUND');
  return requested;
}
