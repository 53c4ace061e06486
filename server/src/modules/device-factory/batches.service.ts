import type { Batch, BatchDetail, BatchListQuery } from '@tropero/shared/contracts/device-factory';
import { batchBodySchema } from '@tropero/shared/contracts/device-factory';
import type { z } from 'zod';
import type { Caller } from '../../access/caller';
import { nowIso, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeUnique } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import { newActivationCodes } from './activation-code';
import { identifierList, identifierRange } from './batch-identifiers';
import { deviceFactoryRepository, type BatchRow } from './device-factory.repository';
import { deviceConsoleRepository } from './device-console.repository';
import { labelsPdf } from './labels-pdf';
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
  ) {}

  /** A batch of new devices, each with its own activation code; no identifier may be in use already. */
  async create(caller: Caller, body: ParsedBatch): Promise<Batch> {
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
    // Drawn, checked against the stored codes, and the unique index decides the rest.
    const drawn = newActivationCodes(identifiers.length, new Set());
    const clashing = await deviceFactoryRepository.codesTaken(this.db, drawn);
    const codes = clashing.size === 0 ? drawn : this.replace(drawn, clashing);
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
              activation_code: codes[i]!,
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
    return this.find(id);
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
      devices: devices.map((d) => ({
        identifier: d.identifier,
        activationCode: d.activation_code,
        claimedAt: d.claimed_at,
      })),
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

  /** The batch's labels: identifier, activation code and a QR code of both, 24 to a page. */
  async labels(id: string): Promise<Uint8Array> {
    const batch = await this.get(id);
    return labelsPdf(
      `Tropero ${batch.deviceType} ${batch._id}`,
      batch.devices.map((d) => ({ ...d, deviceType: batch.deviceType })),
    );
  }

  /** The batch's devices as CSV: identifier, activation code, type, technology, firmware. */
  async csv(id: string): Promise<string> {
    const batch = await this.get(id);
    const lines = batch.devices.map((d) =>
      [d.identifier, d.activationCode, batch.deviceType, batch.technology, batch.firmware]
        .map(csvCell)
        .join(','),
    );
    return ['identifier,activationCode,deviceType,technology,firmware', ...lines].join('\r\n') + '\r\n';
  }

  private async find(id: string): Promise<Batch> {
    const row = await deviceFactoryRepository.findBatch(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toBatch(row);
  }

  /** The codes with those already stored drawn again (a clash is one in a billion per code). */
  private replace(codes: string[], clashing: Set<string>): string[] {
    const kept = new Set(codes.filter((code) => !clashing.has(code)));
    const extra = newActivationCodes(codes.length - kept.size, new Set([...kept, ...clashing]));
    return [...kept, ...extra];
  }
}
