import type { FastifyRequest } from 'fastify';
import { ACCOUNT_QUERY_PARAM } from '@tropero/shared/constants';
import { patterns } from '@tropero/shared/validation';
import type { Executor } from '../db/executor';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { callerOf } from './auth-hooks';
import { AppError } from './errors';

/** What a caller may do with a settlement: change it, or only look at it. */
export type Access = 'admin' | 'invite';

/** What a request may work on: one account, all of it or only the settlements shared with the caller. */
export interface AccountScope {
  accountId: string;
  /** The caller's access to the whole account; null when only some settlements are shared with him. */
  accountAccess: Access | null;
  /** Settlements of the account shared with him by invitation, and his access to each. */
  shared: ReadonlyMap<string, Access>;
}

/** The caller's access to a settlement already known to belong to the scope's account (check that first). */
export function settlementAccess(scope: AccountScope, settlementId: string): Access | null {
  return scope.accountAccess ?? scope.shared.get(settlementId) ?? null;
}

/** The settlements a scope reaches: null for all of the account. */
export function visibleSettlementIds(scope: AccountScope): string[] | null {
  return scope.accountAccess ? null : [...scope.shared.keys()];
}

/** Editing a settlement (or, without one, the account itself) needs admin access to it. */
export function assertCanEdit(scope: AccountScope, settlementId?: string): void {
  const access = settlementId ? settlementAccess(scope, settlementId) : scope.accountAccess;
  if (access !== 'admin') throw new AppError('FORBIDDEN');
}

/** Read from the raw URL: route schemas do not declare it, and their validation drops undeclared keys. */
function requestedAccountId(request: FastifyRequest): string | undefined {
  const requested = new URL(request.url, 'http://local').searchParams.get(ACCOUNT_QUERY_PARAM);
  if (requested === null || requested === '') return undefined;
  if (!patterns.objectId.test(requested)) {
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
  const none = new Map<string, Access>();
  if (role === 'superadmin') {
    if (!(await accountsRepository.findById(db, accountId))) throw new AppError('NOT_FOUND');
    return { accountId, accountAccess: 'admin', shared: none };
  }
  const membership = await accountsRepository.membership(db, accountId, user._id);
  if (membership) {
    return { accountId, accountAccess: membership.role === 'invite' ? 'invite' : 'admin', shared: none };
  }
  const shared = await accountsRepository.sharedSettlements(db, accountId, user._id);
  if (shared.length === 0) throw new AppError('NOT_FOUND');
  return { accountId, accountAccess: null, shared: new Map(shared.map((s) => [s.id, s.role])) };
}
