import type {
  Batch,
  BatchCode,
  BatchCreated,
  BatchDetail,
  BatchListQuery,
} from '@tropero/shared/contracts/device-factory';
import { batchBodySchema } from '@tropero/shared/contracts/device-factory';
import type { z } from 'zod';
import type { Caller } from '../../access/caller';
import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeUnique } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import { newActivationCodes, type ActivationCodeHasher } from './activation-code';
import { identifierList, identifierRange } from './batch-identifiers';
import { deviceFactoryRepository, type BatchRow } from './device-factory.repository';
import { deviceConsoleRepository } from './device-console.repository';
import { labelsPdf, type Label } from './labels-pdf';
import type { AuditLog } from '../audit/audit.service';

type ParsedBatch = z.output<typeof batchBodySchema>;

function toBatch(row: BatchRow): Batch {
  const state = row.activated >= row.quantity ? 'ACTIVATED' : row.shipped_account_id ? 'SHIPPED' : 'IN_STOCK';
  return {
    _id: row.id,
    deviceType: row.device_type,
    technology: row.technology,
    firmware: row.firmware,
    quantity: row.quantity,
    activated: Number(row.activated),
    state,
    accountId: row.shipped_account_id,
    accountName: row.account_name,
    createdAt: row.created_at,
    shippedAt: row.shipped_at,
  };
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The device factory (spec §2 `/devices-factory`, `/batch-management`): production batches and their labels. */
export class BatchesService {
  constructor(
    private readonly db: Executor,
    private readonly audit: AuditLog,
    private readonly codes: ActivationCodeHasher,
  ) {}

  /**
   * A batch of new devices, each with its own activation code; no identifier may be in use already.
   * The codes are answered this once (for the labels and the CSV); only their hashes are kept.
   */
  async create(caller: Caller, body: ParsedBatch): Promise<BatchCreated> {
    const { identifiers: source } = body;
    const identifiers =
      source.source === 'range'
        ? identifierRange(source.first, source.quantity)
        : identifierList(source.text);
    const check = async () => {
      const taken = [...(await deviceFactoryRepository.identifiersTaken(this.db, identifiers))];
      if (taken.length > 0) {
        throw new AppError('CONFLICT', {
          message: `${taken.length} identifiers are in use already`,
          errors: { identifiers: 'validation.macInUse' },
          details: taken.slice(0, 100),
        });
      }
    };
    await check();
    const codes = newActivationCodes(identifiers.length);
    const id = newObjectId();
    await writeUnique(
      () =>
        this.db.transaction().execute(async (trx) => {
          await deviceFactoryRepository.insertBatch(
            trx,
            {
              id,
              device_type: body.deviceType,
              technology: body.technology,
              firmware: body.firmware,
              quantity: identifiers.length,
              shipped_account_id: null,
              shipped_at: null,
              created_by: caller.user._id,
              created_at: nowIso(),
            },
            identifiers.map((identifier, i) => ({
              id: newObjectId(),
              batch_id: id,
              identifier,
              code_hash: this.codes.hash(identifier, codes[i]!),
              legacy_code: null,
              claimed_account_id: null,
              claimed_at: null,
            })),
          );
          await this.audit.record(trx, {
            actorId: caller.user._id,
            action: 'batch.create',
            subjectType: 'batch',
            subjectId: id,
            before: null,
            after: {
              deviceType: body.deviceType,
              technology: body.technology,
              firmware: body.firmware,
              quantity: identifiers.length,
              first: identifiers[0],
              last: identifiers.at(-1),
            },
          });
        }),
      check,
    );
    const batch = await this.find(id);
    return {
      ...batch,
      devices: identifiers.map((identifier, i) => ({ identifier, activationCode: codes[i]! })),
    };
  }

  list(query: BatchListQuery) {
    return deviceFactoryRepository
      .listBatches(this.db, query)
      .then(({ items, total }) => ({ items: items.map(toBatch), total }));
  }

  async get(id: string): Promise<BatchDetail> {
    const batch = await this.find(id);
    const devices = await deviceFactoryRepository.devicesOfBatch(this.db, id);
    return {
      ...batch,
      devices: devices.map((d) => ({ identifier: d.identifier, claimedAt: d.claimed_at })),
    };
  }

  /** Sends the batch to an account: only that account's users may claim its devices from then on. */
  async ship(caller: Caller, id: string, accountId: string): Promise<Batch> {
    const before = await this.find(id);
    if (before.state === 'ACTIVATED')
      throw new AppError('CONFLICT', { message: 'the batch is activated already' });
    if (!(await deviceConsoleRepository.accountOwner(this.db, accountId))) {
      throw new AppError('VALIDATION', { errors: { accountId: 'validation.accountNotFound' } });
    }
    await this.db.transaction().execute(async (trx) => {
      await deviceFactoryRepository.ship(trx, id, accountId);
      await this.audit.record(trx, {
        actorId: caller.user._id,
        action: 'batch.ship',
        subjectType: 'batch',
        subjectId: id,
        before: { state: before.state, accountId: before.accountId },
        after: { state: before.state === 'IN_STOCK' ? 'SHIPPED' : before.state, accountId },
      });
    });
    return this.find(id);
  }

  /**
   * The batch's labels, 24 to a page: with the activation codes given (as the creation or a
   * regeneration showed them, each checked against its hash), else identifiers only.
   */
  async labels(id: string, codes?: BatchCode[]): Promise<Uint8Array> {
    const batch = await this.find(id);
    const labels = await this.labelsOf(batch, codes);
    return labelsPdf(`Tropero ${batch.deviceType} ${batch._id}`, labels);
  }

  /** The batch's devices as CSV: identifier, activation code (when given, as for `labels`), type, technology, firmware. */
  async csv(id: string, codes?: BatchCode[]): Promise<string> {
    const batch = await this.find(id);
    const labels = await this.labelsOf(batch, codes);
    const rows = labels.map((label) => [
      label.identifier,
      ...(codes ? [label.activationCode!] : []),
      batch.deviceType,
      batch.technology,
      batch.firmware,
    ]);
    const header = [
      'identifier',
      ...(codes ? ['activationCode'] : []),
      'deviceType',
      'technology',
      'firmware',
    ];
    return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }

  /** Every device of the batch, or the given ones with their codes once each code is the device's. */
  private async labelsOf(batch: Batch, codes: BatchCode[] | undefined): Promise<Label[]> {
    const devices = await deviceFactoryRepository.devicesOfBatch(this.db, batch._id);
    if (!codes) return devices.map((d) => ({ identifier: d.identifier, deviceType: batch.deviceType }));
    const hashes = new Map(devices.map((d) => [d.identifier, d.code_hash]));
    const errors: Record<string, string> = {};
    codes.forEach(({ identifier, activationCode }, i) => {
      if (!this.codes.matches(hashes.get(identifier) ?? null, identifier, activationCode)) {
        errors[`devices.${i}.activationCode`] = 'validation.activationCodeWrong';
      }
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('VALIDATION', { message: 'codes that are not their devices’', errors });
    }
    return codes.map((code) => ({ ...code, deviceType: batch.deviceType }));
  }

  private async find(id: string): Promise<Batch> {
    const row = await deviceFactoryRepository.findBatch(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toBatch(row);
  }
}
