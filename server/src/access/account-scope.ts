import type { Executor } from '../db/executor';
import { AppError } from '../errors/app-error';
import type { Caller } from './caller';
import { membershipsRepository } from './memberships.repository';

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

/**
 * The account a caller works on (docs/architecture.md "Server"): the one he asked for, or his only account.
 * He must be an active member of it, or have settlements of it shared with him; a superadmin may work on any
 * account. Another account's id answers 404, exactly like an id that does not exist.
 */
export async function scopeFor(
  db: Executor,
  { user, role }: Caller,
  requestedAccountId: string | undefined,
): Promise<AccountScope> {
  let accountId = requestedAccountId;
  if (!accountId) {
    const accounts = await membershipsRepository.reachableAccounts(db, user._id, true);
    if (accounts.length !== 1) throw new AppError('ACCOUNT_REQUIRED');
    accountId = accounts[0]!.id;
  }
  const none = new Map<string, Access>();
  if (role === 'superadmin') {
    if (!(await membershipsRepository.accountExists(db, accountId))) throw new AppError('NOT_FOUND');
    return { accountId, accountAccess: 'admin', shared: none };
  }
  const membership = await membershipsRepository.membership(db, accountId, user._id);
  if (membership) {
    return { accountId, accountAccess: membership.role === 'invite' ? 'invite' : 'admin', shared: none };
  }
  const shared = await membershipsRepository.sharedSettlements(db, accountId, user._id);
  if (shared.length === 0) throw new AppError('NOT_FOUND');
  return { accountId, accountAccess: null, shared: new Map(shared.map((s) => [s.id, s.role])) };
}
