import type { BatchCodes } from '@tropero/shared/contracts/device-factory';
import type { Caller } from '../../access/caller';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import type { AuditLog } from '../audit/audit.service';
import { newActivationCodes, type ActivationCodeHasher } from './activation-code';
import { deviceFactoryRepository } from './device-factory.repository';

/** Legacy codes hashed per statement group at start. */
const LEGACY_SLICE = 500;

/** New activation codes for devices not claimed yet (a lost or leaked label), and the hashing of old codes. */
export class BatchCodesService {
  constructor(
    private readonly db: Executor,
    private readonly audit: AuditLog,
    private readonly codes: ActivationCodeHasher,
  ) {}

  /**
   * New codes for the given devices of the batch, or for every one not claimed yet: answered this
   * once, and the old codes stop claiming at the commit. A claimed device, or one of another batch,
   * is a field error.
   */
  async regenerate(caller: Caller, batchId: string, identifiers?: string[]): Promise<BatchCodes> {
    if (!(await deviceFactoryRepository.findBatch(this.db, batchId))) throw new AppError('NOT_FOUND');
    const devices = await deviceFactoryRepository.devicesOfBatch(this.db, batchId);
    const open = devices.filter((d) => !d.claimed_at);
    let chosen = open;
    if (identifiers) {
      const byIdentifier = new Map(devices.map((d) => [d.identifier, d]));
      const errors: Record<string, string> = {};
      identifiers.forEach((identifier, i) => {
        const device = byIdentifier.get(identifier);
        if (!device) errors[`identifiers.${i}`] = 'validation.notInBatch';
        else if (device.claimed_at) errors[`identifiers.${i}`] = 'validation.deviceClaimed';
      });
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', { errors });
      const wanted = new Set(identifiers);
      chosen = open.filter((d) => wanted.has(d.identifier));
    }
    const fresh = newActivationCodes(chosen.length);
    await this.db.transaction().execute(async (trx) => {
      await deviceFactoryRepository.setCodeHashes(
        trx,
        chosen.map((d, i) => ({ id: d.id, codeHash: this.codes.hash(d.identifier, fresh[i]!) })),
      );
      await this.audit.record(trx, {
        actorId: caller.user._id,
        action: 'batch.codes',
        subjectType: 'batch',
        subjectId: batchId,
        before: null,
        // Which devices, never their codes.
        after: { regenerated: chosen.length, identifiers: chosen.slice(0, 100).map((d) => d.identifier) },
      });
    });
    return {
      batchId,
      devices: chosen.map((d, i) => ({ identifier: d.identifier, activationCode: fresh[i]! })),
    };
  }

  /**
   * Hashes the codes stored readable before codes were hashed (a migration has no secret to hash
   * them with). Run at start, before any request; servers starting together write the same hashes.
   */
  async hashLegacyCodes(): Promise<number> {
    let hashed = 0;
    for (;;) {
      const rows = await deviceFactoryRepository.legacyCodes(this.db, LEGACY_SLICE);
      if (rows.length === 0) return hashed;
      await this.db.transaction().execute((trx) =>
        deviceFactoryRepository.setCodeHashes(
          trx,
          rows.map((row) => ({ id: row.id, codeHash: this.codes.hash(row.identifier, row.legacy_code!) })),
        ),
      );
      hashed += rows.length;
    }
  }
}
