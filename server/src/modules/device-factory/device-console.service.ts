import type { ConsoleDevice, ConsoleDeviceListQuery } from '@tropero/shared/contracts/device-factory';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import type { Mailer } from '../../providers/mail/mailer';
import { deviceConsoleRepository } from './device-console.repository';
import { deviceMoveMail } from './device-move-mail';

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
});

/** `/devices-management`: every account's devices, moved between accounts or retired by a superadmin. */
export class DeviceConsoleService {
  constructor(
    private readonly db: Executor,
    private readonly mailer: Mailer,
    private readonly devicesChanged: () => void,
  ) {}

  async list(query: ConsoleDeviceListQuery) {
    const { items, total } = await deviceConsoleRepository.list(
      this.db,
      { search: query.q },
      { page: query.page, pageSize: query.pageSize, sort: query.sort },
    );
    return { items: items.map(toConsoleDevice), total };
  }

  /**
   * Into another account, loose (its animal and settlement stay behind); the owners of both
   * accounts are told by mail.
   */
  async move(id: string, accountId: string) {
    const device = await this.active(id);
    if (device.account_id === accountId) {
      throw new AppError('VALIDATION', { errors: { accountId: 'validation.sameAccount' } });
    }
    const [from, to] = await Promise.all([
      deviceConsoleRepository.accountOwner(this.db, device.account_id),
      deviceConsoleRepository.accountOwner(this.db, accountId),
    ]);
    if (!to) throw new AppError('VALIDATION', { errors: { accountId: 'validation.accountNotFound' } });
    await deviceConsoleRepository.move(this.db, id, accountId);
    this.devicesChanged();
    const move = { identifier: device.identifier, from: from?.name ?? '', to: to.name };
    for (const owner of [from, to]) {
      if (owner?.email) await this.mailer.send(deviceMoveMail(owner.language, owner.email, move));
    }
    return {
      before: { accountId: device.account_id },
      after: { accountId },
    };
  }

  /** Out of service: it stops reporting and leaves its account's lists; the console still shows it. */
  async retire(id: string) {
    await this.active(id);
    await deviceConsoleRepository.retire(this.db, id);
    this.devicesChanged();
    const retired = await deviceConsoleRepository.find(this.db, id);
    return { before: { retiredAt: null }, after: { retiredAt: retired!.retired_at } };
  }

  private async active(id: string) {
    const device = await deviceConsoleRepository.find(this.db, id);
    if (!device) throw new AppError('NOT_FOUND');
    if (device.retired_at) throw new AppError('CONFLICT', { message: 'the device is retired' });
    return device;
  }
}
