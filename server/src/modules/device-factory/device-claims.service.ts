import type { DeviceClaimed } from '@tropero/shared/contracts/device-factory';
import { assertCanEdit, type AccountScope } from '../../access/account-scope';
import type { Caller } from '../../access/caller';
import { SharedRateLimits } from '../../access/rate-limiter';
import type { Database } from '../../db/connection';
import { newObjectId } from '../../db/object-id';
import { isUniqueViolation } from '../../db/unique-violation';
import { writeTransaction } from '../../db/write-transaction';
import { AppError } from '../../errors/app-error';
import { newIngestKey } from '../../access/ingest-key';
import type { ActivationCodeHasher } from './activation-code';
import { deviceFactoryRepository } from './device-factory.repository';

/**
 * Guessing a code is limited per claimant, never per device: a user gets ten tries in a quarter of
 * an hour and a client IP thirty (an office or a farm's shared connection), so that strangers'
 * wrong codes cannot lock the owner out of his own device.
 */
export const CLAIM_LIMITS = {
  perUser: { limit: 10, windowMs: 15 * 60_000 },
  perIp: { limit: 30, windowMs: 15 * 60_000 },
};

const wrongCode = () =>
  new AppError('VALIDATION', {
    message: 'the identifier and activation code do not match a device',
    errors: { activationCode: 'validation.activationCodeWrong' },
  });
/** The same answer whoever has the device: a claim never tells whose it is. */
const taken = () =>
  new AppError('CONFLICT', {
    message: 'the device is already in use',
    errors: { identifier: 'validation.deviceClaimed' },
  });

/** A rancher adds a factory device to his account with the activation code on its label, once. */
export class DeviceClaimsService {
  private readonly limits: SharedRateLimits;

  constructor(
    private readonly database: Database,
    private readonly devicesChanged: () => void,
    private readonly codes: ActivationCodeHasher,
    now?: () => number,
  ) {
    this.limits = new SharedRateLimits(database.db, now);
  }

  async claim(
    caller: Caller,
    scope: AccountScope,
    claim: { identifier: string; activationCode: string },
    clientIp: string,
  ): Promise<DeviceClaimed> {
    assertCanEdit(scope);
    const { perUser, perIp } = CLAIM_LIMITS;
    const allowed =
      (await this.limits.allow(`claim:user:${caller.user._id}`, perUser.limit, perUser.windowMs)) &&
      (await this.limits.allow(`claim:ip:${clientIp}`, perIp.limit, perIp.windowMs));
    if (!allowed) throw new AppError('RATE_LIMITED');

    const device = await deviceFactoryRepository.findBatchDevice(this.database.db, claim.identifier);
    if (!device || !this.codes.matches(device.code_hash, device.identifier, claim.activationCode)) {
      throw wrongCode();
    }
    if (device.claimed_at || (device.shipped_account_id && device.shipped_account_id !== scope.accountId)) {
      throw taken();
    }
    const id = newObjectId();
    const { key, hash } = newIngestKey('device');
    try {
      // The limit is read and the device added in one transaction that claims of the same account
      // wait for (the account's row locked on PostgreSQL, the write lock on SQLite): two claims at
      // once cannot both see room for one more device.
      await writeTransaction(this.database, async (trx) => {
        const room = await deviceFactoryRepository.deviceRoom(trx, scope.accountId, {
          lock: this.database.dialect === 'postgres',
        });
        if (room.limit !== null && room.devices >= room.limit) {
          throw new AppError('CONFLICT', {
            message: 'the account has all the devices its plan allows',
            errors: { identifier: 'validation.deviceLimit' },
          });
        }
        const claimed = await deviceFactoryRepository.markClaimed(
          trx,
          { id: device.id, batchId: device.batch_id },
          scope.accountId,
        );
        if (!claimed) throw taken();
        await deviceFactoryRepository.insertDevice(trx, {
          id,
          account_id: scope.accountId,
          settlement_id: null,
          animal_id: null,
          type: device.device_type,
          identifier_type: 'MAC',
          identifier: device.identifier,
          firmware: device.firmware,
          technology: device.technology,
          signals: '[]',
          ingest_key_hash: hash,
        });
      });
    } catch (error) {
      // A device registered by hand with the same identifier meanwhile.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    this.devicesChanged();
    return { _id: id, identifier: device.identifier, type: device.device_type, ingestKey: key };
  }
}
