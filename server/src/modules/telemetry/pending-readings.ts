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
  private filing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly directory: DeviceDirectory,
    /** A filing that failed: its readings stay pending (committed), and the next filing retries them. */
    readonly filingFailed: (error: unknown) => void,
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

  /** Files every waiting reading now, a transaction per FILE_MAX (after a filing already under way). */
  async fileNow(): Promise<void> {
    await this.filing;
    while ((await this.fileSome()) === FILE_MAX);
  }

  /**
   * Files in the background once enough readings wait or the oldest waited FILE_AFTER_MS; failures
   * go to `filingFailed`, and what they left is filed at the next turn.
   */
  fileSoon(): void {
    if (this.waiting === 0 || this.filing) return;
    const wait = this.oldestAt + FILE_AFTER_MS - Date.now();
    if (this.waiting < FILE_AT && wait > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        this.fileSoon();
      }, wait).unref();
      return;
    }
    this.filing = this.fileSome()
      .then(
        () => undefined,
        (error: unknown) => this.filingFailed(error),
      )
      .finally(() => {
        this.filing = null;
        this.fileSoon();
      });
  }

  /** Stops the timer and files what waits (shutdown). */
  async settle(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.fileNow();
  }

  /** Files up to FILE_MAX waiting readings in one transaction; answers how many. */
  private async fileSome(): Promise<number> {
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
    // Nothing left to take: whatever this server added was filed (perhaps by another server).
    this.waiting = filed === 0 ? 0 : Math.max(0, this.waiting - filed);
    this.oldestAt = Date.now();
    return filed;
  }
}
