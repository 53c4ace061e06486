import type { AccountType, TaxCondition } from '@tropero/shared/constants';
import type {
  OwnedAccount,
  OwnedAccountDetail,
  OwnedAccountUpdateBody,
  OwnersListQuery,
  OwnersPage,
} from '@tropero/shared/contracts/owners';
import type { Caller } from '../../access/caller';
import { fromFlag, type Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import { accountChanges } from '../accounts/accounts.service';
import { changedFields, type AuditLog } from '../audit/audit.service';
import { ownersRepository, type OwnedAccountRow } from './owners.repository';

function toOwnedAccount(row: OwnedAccountRow): OwnedAccount {
  return {
    _id: row.id,
    name: row.name,
    accountType: row.account_type as AccountType,
    active: fromFlag(row.active),
    satelliteIntegration: fromFlag(row.satellite_integration),
    taxCondition: row.tax_condition as TaxCondition | null,
    taxId: row.tax_id,
    contactPhone: row.contact_phone,
    whatsapp: row.whatsapp,
    deviceLimit: row.device_limit,
    owner: { _id: row.owner_id, name: row.owner_name, email: row.owner_email },
    createdAt: row.created_at,
  };
}

/** Owners management (spec §2 `/owners-management`): every account, for superadmins; edits audited. */
export class OwnersService {
  constructor(
    private readonly db: Executor,
    private readonly audit: Pick<AuditLog, 'record'>,
  ) {}

  async list(query: OwnersListQuery): Promise<OwnersPage> {
    const { items, total } = await ownersRepository.page(
      this.db,
      {
        search: query.q,
        plan: query.plan,
        active: query.active === undefined ? undefined : query.active === 'true',
      },
      { page: query.p, pageSize: query.e },
    );
    return { items: items.map(toOwnedAccount), total, page: query.p, pageSize: query.e };
  }

  async get(id: string, db: Executor = this.db): Promise<OwnedAccountDetail> {
    const row = await ownersRepository.findById(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [members, settlements] = await Promise.all([
      ownersRepository.members(db, id),
      ownersRepository.settlements(db, id),
    ]);
    return {
      ...toOwnedAccount(row),
      members: members.map((m) => ({
        _id: m.id,
        name: m.name,
        email: m.email,
        role: m.role,
        active: fromFlag(m.active),
      })),
      settlements: settlements.map((s) => ({ _id: s.id, name: s.name })),
    };
  }

  /** Changes an account as PUT /userAccount/{id} would, plus its tax data, contacts and device limit. */
  async update(caller: Caller, id: string, body: OwnedAccountUpdateBody): Promise<OwnedAccountDetail> {
    return this.db.transaction().execute(async (trx) => {
      const row = await ownersRepository.findById(trx, id);
      if (!row) throw new AppError('NOT_FOUND');
      await ownersRepository.update(trx, id, {
        ...accountChanges(row, body),
        ...(body.taxCondition !== undefined && { tax_condition: body.taxCondition }),
        ...(body.taxId !== undefined && { tax_id: body.taxId }),
        ...(body.contactPhone !== undefined && { contact_phone: body.contactPhone }),
        ...(body.whatsapp !== undefined && { whatsapp: body.whatsapp }),
        ...(body.deviceLimit !== undefined && { device_limit: body.deviceLimit }),
      });
      const changed = await ownersRepository.findById(trx, id);
      await this.audit.record(trx, {
        actorId: caller.user._id,
        action: 'account.update',
        subjectType: 'account',
        subjectId: id,
        ...changedFields(toOwnedAccount(row), toOwnedAccount(changed!)),
      });
      return this.get(id, trx);
    });
  }
}
