import type { ConsoleDevice, ConsoleDeviceListQuery } from '@tropero/shared/contracts/device-factory';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import type { Mailer } from '../../providers/mail/mailer';
import { deviceConsoleRepository } from './device-console.repository';
import { deviceMoveMail } from './device-move-mail';
import type { Caller } from '../../access/caller';
import type { AuditLog } from '../audit/audit.service';

type ListRow = Awaited<ReturnType<typeof deviceConsoleRepository.list>>['items'][number];

const toConsoleDevice = (row: ListRow): ConsoleDevice => ({
  _id: row.id,
  identifier: row.identifier,
  type: row.type,
  firmware: row.firmware,
  accountId: row.account_id,
  accountName: row.account_name,
  ownerEmail: row.owner_email,
  lastSeen: row.last_seen_at === null ? null : Number(row.last_seen_at),
  battery: row.battery,
  retiredAt: row.retired_at,
  simulated: row.simulated === 1,
});

/** `/devices-management`: every account's devices, moved between accounts or retired by a superadmin. */
export class DeviceConsoleService {
  constructor(
    private readonly db: Executor,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly devicesChanged: () => void,
  ) {}

  async list(query: ConsoleDeviceListQuery) {
    const { items, total } = await deviceConsoleRepository.list(
      this.db,
      { search: query.q },
      { page: query.page, pageSize: query.pageSize },
    );
    return { items: items.map(toConsoleDevice), total };
  }

  /**
   * Into another account, loose (its animal and settlement stay behind); the owners of both
   * accounts are told by mail.
   */
  async move(caller: Caller, id: string, accountId: string): Promise<void> {
    const device = await this.active(id);
    if (device.account_id === accountId) {
      throw new AppError('VALIDATION', { errors: { accountId: 'validation.sameAccount' } });
    }
    const [from, to] = await Promise.all([
      deviceConsoleRepository.accountOwner(this.db, device.account_id),
      deviceConsoleRepository.accountOwner(this.db, accountId),
    ]);
    if (!to) throw new AppError('VALIDATION', { errors: { accountId: 'validation.accountNotFound' } });
    await this.db.transaction().execute(async (trx) => {
      await deviceConsoleRepository.move(trx, id, accountId);
      await this.audit.record(trx, {
        actorId: caller.user._id,
        action: 'device.move',
        subjectType: 'device',
        subjectId: id,
        before: {
          accountId: device.account_id,
          animalId: device.animal_id,
          settlementId: device.settlement_id,
        },
        after: { accountId, animalId: null, settlementId: null },
      });
    });
    this.devicesChanged();
    const move = { identifier: device.identifier, from: from?.name ?? '', to: to.name };
    for (const owner of [from, to]) {
      if (owner?.email) await this.mailer.send(deviceMoveMail(owner.language, owner.email, move));
    }
  }

  /** Out of service: it stops reporting and leaves its account's lists; the console still shows it. */
  async retire(caller: Caller, id: string): Promise<void> {
    const device = await this.active(id);
    await this.db.transaction().execute(async (trx) => {
      await deviceConsoleRepository.retire(trx, id);
      const retired = await deviceConsoleRepository.find(trx, id);
      await this.audit.record(trx, {
        actorId: caller.user._id,
        action: 'device.retire',
        subjectType: 'device',
        subjectId: id,
        before: { retiredAt: null, animalId: device.animal_id, settlementId: device.settlement_id },
        after: { retiredAt: retired!.retired_at, animalId: null, settlementId: null },
      });
    });
    this.devicesChanged();
  }

  private async active(id: string) {
    const device = await deviceConsoleRepository.find(this.db, id);
    if (!device) throw new AppError('NOT_FOUND');
    if (device.retired_at) throw new AppError('CONFLICT', { message: 'the device is retired' });
    return device;
  }
}
