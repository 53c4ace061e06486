import type { Account } from '@tropero/shared/auth';
import type { AccountType } from '@tropero/shared/constants';
import { fromFlag, toFlag, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../access/caller';
import { membershipsRepository } from '../../access/memberships.repository';
import type { UpdateAccountBody } from '@tropero/shared/contracts/accounts';
import { accountsRepository, toAccount } from './accounts.repository';

export class AccountsService {
  constructor(private readonly db: Executor) {}

  /** The caller opens a new account and owns it; only a superadmin chooses a plan other than FREE. */
  async create(caller: Caller, body: { name: string; accountType?: AccountType }): Promise<Account> {
    if (body.accountType && body.accountType !== 'FREE' && caller.role !== 'superadmin') {
      throw new AppError('FORBIDDEN', { message: 'only a superadmin sets the plan' });
    }
    const id = await this.db.transaction().execute((trx) =>
      this.open(trx, {
        name: body.name,
        accountType: body.accountType ?? 'FREE',
        ownerId: caller.user._id,
      }),
    );
    return this.find(id);
  }

  /** Opens an account owned by a user, inside the caller's transaction; answers its id. */
  async open(trx: Executor, account: { name: string; accountType: AccountType; ownerId: string }) {
    const id = newObjectId();
    await accountsRepository.insert(trx, { id, ...account });
    await accountsRepository.upsertMember(trx, {
      accountId: id,
      userId: account.ownerId,
      role: 'owner',
      active: true,
    });
    return id;
  }

  /** The accounts a user belongs to: his own list, or anyone's for a superadmin. */
  async listForUser(caller: Caller, userId: string, activeOnly: boolean): Promise<Account[]> {
    if (caller.user._id !== userId && caller.role !== 'superadmin') throw new AppError('NOT_FOUND');
    const rows = await membershipsRepository.reachableAccounts(this.db, userId, activeOnly);
    return rows.map(toAccount);
  }

  /** Owner or superadmin renames; plan and active flag are the superadmin's. */
  async update(caller: Caller, id: string, body: UpdateAccountBody): Promise<Account> {
    await this.assertManager(caller, id);
    if ((body.accountType !== undefined || body.active !== undefined) && caller.role !== 'superadmin') {
      throw new AppError('FORBIDDEN', { message: 'only a superadmin changes the plan or active flag' });
    }
    await accountsRepository.update(this.db, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.accountType !== undefined && { account_type: body.accountType }),
      ...(body.active !== undefined && { active: toFlag(body.active) }),
    });
    return this.find(id);
  }

  /** Adds a user to an account or changes his role there; the owner's own membership is fixed. */
  async setMember(
    caller: Caller,
    accountId: string,
    userId: string,
    body: { role: 'admin' | 'invite'; active: boolean },
  ) {
    const account = await this.assertManager(caller, accountId);
    if (account.owner_id === userId)
      throw new AppError('CONFLICT', { message: 'the owner membership cannot change' });
    if (!(await accountsRepository.userExists(this.db, userId))) throw new AppError('NOT_FOUND');
    await accountsRepository.upsertMember(this.db, {
      accountId,
      userId,
      role: body.role,
      active: body.active,
    });
    const member = await accountsRepository.findMember(this.db, accountId, userId);
    return { accountId, userId, role: member!.role, active: fromFlag(member!.active) };
  }

  private async find(id: string): Promise<Account> {
    const row = await accountsRepository.findById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAccount(row);
  }

  /** The account if the caller owns it (or is superadmin); 404 for everyone else, members included. */
  private async assertManager(caller: Caller, accountId: string) {
    const account = await accountsRepository.findById(this.db, accountId);
    if (!account) throw new AppError('NOT_FOUND');
    if (caller.role === 'superadmin' || account.owner_id === caller.user._id) return account;
    const membership = await membershipsRepository.membership(this.db, accountId, caller.user._id);
    if (membership) throw new AppError('FORBIDDEN');
    throw new AppError('NOT_FOUND');
  }
}
