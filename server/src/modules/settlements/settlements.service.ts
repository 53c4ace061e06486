import type { HerdType } from '@tropero/shared/heat-stress';
import {
  alertParamsSchema,
  type Settlement,
  type SettlementBody,
  type SettlementPatch,
} from '@tropero/shared/farm';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { SettlementRow } from '../../db/schema';
import { assertCanEdit, settlementAccess, type AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import { settlementsRepository } from './settlements.repository';

function toSettlement(row: SettlementRow, scope: AccountScope): Settlement {
  return {
    _id: row.id,
    accountId: row.account_id,
    name: row.name,
    location: { lat: row.lat, lng: row.lng },
    establishmentCode: row.establishment_code,
    utcOffsetMinutes: row.utc_offset_minutes,
    herdType: row.herd_type as HerdType,
    alertParams: alertParamsSchema.parse(JSON.parse(row.alert_params)),
    access: settlementAccess(scope, row.id) ?? 'invite',
  };
}

const toColumns = (body: Omit<SettlementPatch, 'alertParams'>) => ({
  ...(body.name !== undefined && { name: body.name }),
  ...(body.location !== undefined && { lat: body.location.lat, lng: body.location.lng }),
  ...(body.establishmentCode !== undefined && { establishment_code: body.establishmentCode || null }),
  ...(body.utcOffsetMinutes !== undefined && { utc_offset_minutes: body.utcOffsetMinutes }),
  ...(body.herdType !== undefined && { herd_type: body.herdType }),
});

export class SettlementsService {
  constructor(
    private readonly db: Executor,
    private readonly devicesChanged: () => void,
  ) {}

  async list(scope: AccountScope): Promise<Settlement[]> {
    return (await settlementsRepository.listInScope(this.db, scope)).map((row) => toSettlement(row, scope));
  }

  async get(scope: AccountScope, id: string): Promise<Settlement> {
    return toSettlement(await this.find(scope, id), scope);
  }

  /** The settlement row if the scope reaches it; 404 otherwise, whoever owns it. */
  async find(scope: AccountScope, id: string): Promise<SettlementRow> {
    const row = await settlementsRepository.findInScope(this.db, scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The settlement row if the scope reaches it and may change what it holds: 404, then 403, otherwise. */
  async editable(scope: AccountScope, id: string): Promise<SettlementRow> {
    const row = await this.find(scope, id);
    assertCanEdit(scope, id);
    return row;
  }

  /**
   * New rows of things kept in the settlement (an id each, with its account and settlement), once
   * the caller may edit it: checked before any transaction opens.
   */
  async newItemRows<T, Columns extends object>(
    scope: AccountScope,
    settlementId: string,
    items: T[],
    columnsOf: (item: T) => Columns,
  ) {
    const settlement = await this.editable(scope, settlementId);
    return items.map((item) => ({
      id: newObjectId(),
      account_id: settlement.account_id,
      settlement_id: settlementId,
      ...columnsOf(item),
    }));
  }

  /** Whether the caller may put something in this settlement, or in the account outside any when there is none. */
  async assertCanPlace(scope: AccountScope, settlementId: string | null | undefined): Promise<void> {
    if (settlementId) await this.editable(scope, settlementId);
    else assertCanEdit(scope);
  }

  /**
   * A settlement by id, whatever the account: for the paths whose access is decided otherwise
   * (the superadmin's gateway assignment, an invitation to it).
   */
  findAnywhere(id: string): Promise<SettlementRow | undefined> {
    return settlementsRepository.findById(this.db, id);
  }

  async create(scope: AccountScope, body: SettlementBody): Promise<Settlement> {
    assertCanEdit(scope);
    const id = newObjectId();
    await settlementsRepository.insert(this.db, {
      id,
      account_id: scope.accountId,
      name: body.name,
      lat: body.location.lat,
      lng: body.location.lng,
      establishment_code: body.establishmentCode || null,
      utc_offset_minutes: body.utcOffsetMinutes,
      herd_type: body.herdType,
      alert_params: JSON.stringify(body.alertParams),
    });
    return this.get(scope, id);
  }

  /** Changes what the body carries; alert parameters it names are merged into the stored ones. */
  async update(scope: AccountScope, id: string, body: SettlementPatch): Promise<Settlement> {
    const current = toSettlement(await this.editable(scope, id), scope);
    const { alertParams, ...rest } = body;
    await settlementsRepository.update(this.db, id, {
      ...toColumns(rest),
      ...(alertParams && { alert_params: JSON.stringify({ ...current.alertParams, ...alertParams }) }),
    });
    this.devicesChanged();
    return this.get(scope, id);
  }

  /** Deleting a settlement takes its plots, fences, markers and shares with it: account admins only. */
  async delete(scope: AccountScope, id: string): Promise<void> {
    await this.find(scope, id);
    assertCanEdit(scope);
    await settlementsRepository.delete(this.db, id);
    this.devicesChanged();
  }
}
