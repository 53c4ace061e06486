import type { Database } from '../../db/connection';
import { writeTransaction } from '../../db/write-transaction';
import type { DeviceDirectory, SettlementContext } from './device-directory';
import { fileReadings } from './file-readings';
import { keyOf, pendingReadingsRepository, type PendingRow } from './pending-readings.repository';

/** Under load, readings are filed once this many wait… */
export const FILE_AT = 4_000;
/** …or once the oldest has waited this long. */
export const FILE_AFTER_MS = 1_000;
/** The most readings one filing transaction takes. */
const FILE_MAX = 5_000;

/**
 * Readings acknowledged but not yet filed. A group of requests commits its readings here, a short
 * append, and is answered; filing them into `readings` and the rollups happens in larger
 * transactions, where the cost that grows with the devices touched (on SQLite, every page holding a
 * device's rows is written again at each commit) is paid once for thousands of readings.
 * What is added here is durable: a server that stops before filing files it when it starts again.
 */
export class PendingReadings {
  /** Readings this server added and no filing has taken yet (other servers may file them: an estimate). */
  private waiting = 0;
  private oldestAt = 0;

  constructor(
    private readonly database: Database,
    private readonly directory: DeviceDirectory,
  ) {}

  /**
   * Adds readings in one transaction, committed when this resolves, leaving out those already filed
   * or waiting. Answers the keys added.
   */
  async add(rows: PendingRow[]): Promise<Set<string>> {
    const added = await writeTransaction(this.database, async (trx) => {
      const filed = await pendingReadingsRepository.filed(trx, rows);
      return pendingReadingsRepository.add(
        trx,
        rows.filter((row) => !filed.has(keyOf(row))),
      );
    });
    if (this.waiting === 0) this.oldestAt = Date.now();
    this.waiting += added.size;
    return added;
  }

  /** Whether readings this server added wait to be filed. */
  get empty(): boolean {
    return this.waiting === 0;
  }

  /** Whether enough readings wait, or the oldest waited long enough, to file them now. */
  due(now = Date.now()): boolean {
    return this.waiting >= FILE_AT || (this.waiting > 0 && now - this.oldestAt >= FILE_AFTER_MS);
  }

  /** Files every waiting reading, a transaction per FILE_MAX. */
  async fileAll(): Promise<void> {
    while ((await this.fileSome()) === FILE_MAX);
  }

  /** Files up to FILE_MAX waiting readings in one transaction; answers how many. */
  async fileSome(): Promise<number> {
    const lock = this.database.dialect === 'postgres';
    const filed = await writeTransaction(this.database, async (trx) => {
      const rows = await pendingReadingsRepository.take(trx, FILE_MAX, lock);
      if (rows.length === 0) return 0;
      const settlements = new Map<string, SettlementContext>();
      for (const id of new Set(rows.flatMap((row) => row.settlement_id ?? []))) {
        settlements.set(id, await this.directory.settlement(id, trx));
      }
      await fileReadings(trx, rows, settlements, lock);
      await pendingReadingsRepository.remove(trx, rows);
      return rows.length;
    });
    this.waiting = filed < FILE_MAX ? 0 : Math.max(0, this.waiting - filed);
    this.oldestAt = Date.now();
    return filed;
  }
}
