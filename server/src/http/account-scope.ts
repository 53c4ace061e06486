import type { FastifyRequest } from 'fastify';
import { ACCOUNT_QUERY_PARAM } from '@tropero/shared/constants';
import { patterns } from '@tropero/shared/validation';
import type { Executor } from '../db/executor';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { callerOf } from './auth-hooks';
import { AppError } from './errors';

/** What a request may work on: one account, all of it or only the settlements shared with the caller. */
export interface AccountScope {
  accountId: string;
  /** null: every settlement of the account; otherwise only these (shared by invitation). */
  settlementIds: string[] | null;
}

function requestedAccountId(request: FastifyRequest): string | undefined {
  const requested = (request.query as Record<string, unknown> | undefined)?.[ACCOUNT_QUERY_PARAM];
  if (requested === undefined || requested === '') return undefined;
  if (typeof requested !== 'string' || !patterns.objectId.test(requested)) {
    throw new AppError('VALIDATION', { errors: { [ACCOUNT_QUERY_PARAM]: 'validation.objectId' } });
  }
  return requested;
}

/**
 * The account a request works on (design.md §4): the `userAccountId` query parameter, or the
 * caller's only account. The caller must be an active member of it, or have settlements of it
 * shared with him; a superadmin may work on any account. Another account's id answers 404,
 * exactly like an id that does not exist.
 */
export async function resolveScope(request: FastifyRequest, db: Executor): Promise<AccountScope> {
  const { user, role } = callerOf(request);
  let accountId = requestedAccountId(request);
  if (!accountId) {
    const accounts = await accountsRepository.listForUser(db, user._id, true);
    if (accounts.length !== 1) throw new AppError('ACCOUNT_REQUIRED');
    accountId = accounts[0]!.id;
  }
  if (role === 'superadmin') {
    if (!(await accountsRepository.findById(db, accountId))) throw new AppError('NOT_FOUND');
    return { accountId, settlementIds: null };
  }
  if (await accountsRepository.membership(db, accountId, user._id)) return { accountId, settlementIds: null };
  const shared = await accountsRepository.sharedSettlementIds(db, accountId, user._id);
  if (shared.length === 0) throw new AppError('NOT_FOUND');
  return { accountId, settlementIds: shared };
}
