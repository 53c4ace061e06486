import type { z } from 'zod';
import type { gatewayBodySchema } from '@tropero/shared/herd';
import type { GatewayListQuery } from '@tropero/shared/contracts/herd';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeUnique } from '../../db/unique-violation';
import type { GatewayRow } from '../../db/schema';
import {
  assertCanEdit,
  settlementAccess,
  visibleSettlementIds,
  type AccountScope,
} from '../../access/account-scope';
import type { Caller } from '../../access/caller';
import { AppError } from '../../errors/app-error';
import { newIngestKey } from '../../access/ingest-key';
import { membershipsRepository } from '../../access/memberships.repository';
import { normaliseId } from '../animals/animal-row';
import type { SettlementsService } from '../settlements/settlements.service';
import { gatewaysRepository } from './gateways.repository';

type GatewayBody = z.infer<typeof gatewayBodySchema>;

const toGateway = (row: GatewayRow) => ({
  _id: row.id,
  accountId: row.account_id,
  settlementId: row.settlement_id,
  identifier: row.identifier,
  name: row.name,
  location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
});
export type Gateway = ReturnType<typeof toGateway>;

/** The newest unknown identifiers listed per gateway. */
const UNKNOWN_DEVICES_SHOWN = 200;

/** Gateways hear the devices and forward their readings; the superadmin assigns them to accounts. */
export class GatewaysService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly devicesChanged: () => void,
  ) {}

  async list(scope: AccountScope): Promise<Gateway[]> {
    return (await gatewaysRepository.list(this.db, scope.accountId, visibleSettlementIds(scope))).map(
      toGateway,
    );
  }

  /** A page of every account's gateways, named by account and settlement, for the assignment screen (superadmin). */
  async listAll(query: GatewayListQuery) {
    const { items, total } = await gatewaysRepository.listAllNamed(this.db, query);
    return {
      items: items.map((row) => ({
        ...toGateway(row),
        accountName: row.account_name,
        settlementName: row.settlement_name,
      })),
      total,
    };
  }

  async create(scope: AccountScope, body: GatewayBody): Promise<{ gateway: Gateway; ingestKey: string }> {
    await this.settlements.assertCanPlace(scope, body.settlementId);
    const identifier = normaliseId(body.identifier)!;
    const check = () => this.assertIdentifierFree(scope, identifier);
    await check();
    const id = newObjectId();
    const { key, hash } = newIngestKey('gateway');
    await writeUnique(
      () =>
        gatewaysRepository.insert(this.db, {
          id,
          account_id: scope.accountId,
          settlement_id: body.settlementId ?? null,
          identifier,
          name: body.name,
          lat: body.location?.lat ?? null,
          lng: body.location?.lng ?? null,
          ingest_key_hash: hash,
        }),
      check,
    );
    this.devicesChanged();
    return { gateway: toGateway((await gatewaysRepository.find(this.db, id))!), ingestKey: key };
  }

  /** A location sent as null is cleared. */
  async update(
    scope: AccountScope,
    id: string,
    body: Partial<Omit<GatewayBody, 'location'>> & { location?: GatewayBody['location'] | null },
  ): Promise<Gateway> {
    await this.editable(scope, id);
    if (body.settlementId !== undefined) await this.settlements.assertCanPlace(scope, body.settlementId);
    const identifier = body.identifier === undefined ? undefined : normaliseId(body.identifier)!;
    const check = async () => {
      if (identifier) await this.assertIdentifierFree(scope, identifier, id);
    };
    await check();
    await writeUnique(
      () =>
        gatewaysRepository.update(this.db, id, {
          ...(identifier !== undefined && { identifier }),
          ...(body.name !== undefined && { name: body.name }),
          ...(body.settlementId !== undefined && { settlement_id: body.settlementId }),
          ...(body.location !== undefined && {
            lat: body.location?.lat ?? null,
            lng: body.location?.lng ?? null,
          }),
        }),
      check,
    );
    this.devicesChanged();
    return toGateway((await gatewaysRepository.find(this.db, id))!);
  }

  /**
   * Identifiers are unique across accounts: one of the account's own gateways is `macInUse`, another
   * account's the same `identifierUnavailable` a device's identifier gets (decisions.md).
   */
  private async assertIdentifierFree(scope: AccountScope, identifier: string, exceptId?: string) {
    const clash = await gatewaysRepository.findByIdentifier(this.db, identifier);
    if (clash && clash.id !== exceptId) {
      const error = clash.account_id === scope.accountId ? 'macInUse' : 'identifierUnavailable';
      throw new AppError('CONFLICT', { errors: { identifier: `validation.${error}` } });
    }
  }

  async delete(scope: AccountScope, id: string): Promise<void> {
    await this.editable(scope, id);
    await gatewaysRepository.delete(this.db, id);
    this.devicesChanged();
  }

  /** Identifiers the gateway hears but the account has not registered: devices to add, or a neighbour's. */
  async unknownDevices(scope: AccountScope, id: string) {
    const gateway = await this.editable(scope, id);
    const rows = await gatewaysRepository.unknownDevices(this.db, gateway, UNKNOWN_DEVICES_SHOWN);
    return rows.map((row) => ({
      identifier: row.identifier,
      count: row.count,
      lastSeen: Number(row.last_seen),
    }));
  }

  /**
   * A new key stops the old one: the account's owner's (or a superadmin's) to do. An admin of the
   * account or of a shared settlement may edit the gateway but not take over its key (403).
   */
  async regenerateKey(caller: Caller, scope: AccountScope, id: string): Promise<{ ingestKey: string }> {
    await this.editable(scope, id);
    if (caller.role !== 'superadmin') {
      const membership = await membershipsRepository.membership(this.db, scope.accountId, caller.user._id);
      if (membership?.role !== 'owner') throw new AppError('FORBIDDEN');
    }
    const { key, hash } = newIngestKey('gateway');
    await gatewaysRepository.update(this.db, id, { ingest_key_hash: hash });
    this.devicesChanged();
    return { ingestKey: key };
  }

  /** Superadmin: moves a gateway to an account (and optionally one of its settlements). */
  async assign(id: string, accountId: string, settlementId: string | null): Promise<Gateway> {
    if (!(await gatewaysRepository.find(this.db, id))) throw new AppError('NOT_FOUND');
    if (!(await membershipsRepository.accountExists(this.db, accountId))) {
      throw new AppError('VALIDATION', { errors: { accountId: 'validation.objectId' } });
    }
    if (settlementId) {
      const settlement = await this.settlements.findAnywhere(settlementId);
      if (!settlement || settlement.account_id !== accountId) {
        throw new AppError('VALIDATION', { errors: { settlementId: 'validation.objectId' } });
      }
    }
    await gatewaysRepository.update(this.db, id, { account_id: accountId, settlement_id: settlementId });
    this.devicesChanged();
    return toGateway((await gatewaysRepository.find(this.db, id))!);
  }

  /**
   * A gateway the caller sees (as `list` shows them) and may change. One he does not see answers
   * 404 like an id that does not exist: a person with only some settlements shared with him does
   * not see the account's gateways outside them.
   */
  private async editable(scope: AccountScope, id: string): Promise<GatewayRow> {
    const row = await gatewaysRepository.find(this.db, id);
    if (!row || row.account_id !== scope.accountId) throw new AppError('NOT_FOUND');
    const access = row.settlement_id ? settlementAccess(scope, row.settlement_id) : scope.accountAccess;
    if (access === null) throw new AppError('NOT_FOUND');
    assertCanEdit(scope, row.settlement_id ?? undefined);
    return row;
  }
}
