import { distanceFilterOf } from '@tropero/shared/telemetry';
import type { Database } from '../../db/connection';
import type { Executor } from '../../db/executor';
import { writeTransaction } from '../../db/write-transaction';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import type { DeviceDirectory, SettlementContext } from './device-directory';
import { fileReadings } from './file-readings';
import { pendingReadingsRepository, type PendingRow } from './pending-readings.repository';

/** A group of this many readings is filed at once: it is worth a filing of its own. */
export const FILE_AT_ONCE = 500;
/**
 * Under load, readings are filed once the oldest has waited this long… (the larger a filing, the
 * fewer times each device's pages are written; docs/decisions.md has the figures)
 */
export const FILE_AFTER_MS = 1_000;
/** …or once this many wait: it bounds a filing, which holds SQLite's one connection (about 0.2 s). */
export const FILE_AT = 20_000;
/**
 * After a filing failed (the database away, its disk full) the next waits this long, doubled at each
 * failure up to RETRY_LAST_MS: retried at once, a filing failed again thousands of times a second.
 */
const RETRY_FIRST_MS = 500;
const RETRY_LAST_MS = 30_000;
/** The most groups one filing transaction takes (each under FILE_AT_ONCE readings). */
const FILE_GROUPS = 256;

/**
 * Readings acknowledged but not yet filed. A group of requests commits its readings here, a short
 * append, and is answered; filing them into `readings` and the rollups happens in larger
 * transactions, where the cost that grows with the devices touched (on SQLite, every page holding a
 * device's rows is written again at each commit) is paid once for thousands of readings. Groups that
 * are large, or alone at a quiet time, are filed at once instead (`fileAtOnce`).
 * What is added here is durable: a server that stops before filing files it when it starts again.
 */
export class PendingReadings {
  /** Readings this server added and no filing has taken yet (other servers may file them: an estimate). */
  private waiting = 0;
  private oldestAt = 0;
  private filing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The wait after the last failed filing (0 after a success), and the instant it ends. */
  private retryMs = 0;
  private retryAt = 0;
  /**
   * Per device, an instant no filed reading is newer than (read from the database the first time,
   * then kept up as this server files). A reading after it cannot be filed already: checking costs
   * nothing for readings that come in order, as nearly all do. (With several servers on one
   * PostgreSQL, a copy of a reading another server just filed may be answered as accepted; it is
   * still stored once.)
   */
  private readonly newestFiled = new Map<string, number>();

  constructor(
    private readonly database: Database,
    private readonly directory: DeviceDirectory,
    /** The odometer's filter is the current `distance` table, read in each filing's transaction. */
    private readonly tables: CoefficientTablesService,
    /** A filing that failed: its readings stay pending (committed), and the next filing retries them. */
    private readonly filingFailed: (error: unknown) => void,
  ) {}

  /**
   * Adds readings (one per key) in one transaction, committed when this resolves, leaving out those
   * already filed. Answers the rows added. (A copy of a reading that is still waiting is added too,
   * and filing stores it once.)
   */
  async add(rows: PendingRow[]): Promise<Set<PendingRow>> {
    const added = await writeTransaction(this.database, async (trx) => {
      await this.learnNewestFiled(trx, rows);
      const older = rows.filter((row) => row.ts <= this.newestFiled.get(row.device_id)!);
      const filed = older.length > 0 ? await pendingReadingsRepository.filed(trx, older) : null;
      const fresh = filed ? rows.filter((row) => !filed.has(row)) : rows;
      if (fresh.length > 0) await pendingReadingsRepository.add(trx, fresh);
      return new Set(fresh);
    });
    if (this.waiting === 0) this.oldestAt = Date.now();
    this.waiting += added.size;
    return added;
  }

  /**
   * Files readings at once in one transaction, without their waiting: for a lone request at a quiet
   * time, and for groups large enough to be worth a filing of their own. Answers the rows stored.
   */
  async fileAtOnce(rows: PendingRow[]): Promise<Set<PendingRow>> {
    const lock = this.database.dialect === 'postgres';
    const stored = await writeTransaction(this.database, (trx) => this.file(trx, rows, lock));
    this.noteFiled(rows);
    return stored;
  }

  /** Whether no reading this server added waits to be filed. */
  get empty(): boolean {
    return this.waiting === 0;
  }

  /** Files every waiting reading now, a transaction per FILE_GROUPS (after a filing already under way). */
  async fileNow(): Promise<void> {
    await this.filing;
    while ((await this.fileSome()) === FILE_GROUPS);
  }

  /**
   * Files in the background once enough readings wait or the oldest waited FILE_AFTER_MS; failures
   * go to `filingFailed`, and what they left is filed again after a growing wait.
   */
  fileSoon(): void {
    if (this.waiting === 0 || this.filing) return;
    const now = Date.now();
    const due = this.waiting < FILE_AT ? this.oldestAt + FILE_AFTER_MS : now;
    const wait = Math.max(due, this.retryAt) - now;
    if (wait > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        this.fileSoon();
      }, wait).unref();
      return;
    }
    this.filing = this.fileSome()
      .then(
        () => {
          this.retryMs = 0;
          this.retryAt = 0;
        },
        (error: unknown) => {
          this.filingFailed(error);
          this.retryMs = Math.min(this.retryMs * 2 || RETRY_FIRST_MS, RETRY_LAST_MS);
          this.retryAt = Date.now() + this.retryMs;
        },
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

  /** Files up to FILE_GROUPS waiting groups in one transaction; answers how many. */
  private async fileSome(): Promise<number> {
    const lock = this.database.dialect === 'postgres';
    const { groups, readings } = await writeTransaction(this.database, async (trx) => {
      const { ids, rows } = await pendingReadingsRepository.take(trx, FILE_GROUPS, lock);
      if (ids.length === 0) return { groups: 0, readings: [] };
      await this.file(trx, await stillOwned(trx, rows), lock);
      await pendingReadingsRepository.remove(trx, ids);
      return { groups: ids.length, readings: rows };
    });
    this.noteFiled(readings);
    // Nothing left to take: whatever this server added was filed (perhaps by another server).
    this.waiting = groups === 0 ? 0 : Math.max(0, this.waiting - readings.length);
    this.oldestAt = Date.now();
    return groups;
  }

  /** Reads the newest filed instant of the devices not seen yet (0 for those without readings). */
  private async learnNewestFiled(trx: Executor, rows: PendingRow[]): Promise<void> {
    const unseen = [...new Set(rows.map((row) => row.device_id))].filter((id) => !this.newestFiled.has(id));
    if (unseen.length === 0) return;
    const newest = new Map(unseen.map((id) => [id, 0]));
    for (const { id, ts } of await pendingReadingsRepository.newestFiled(trx, unseen)) {
      if (ts !== null) newest.set(id, Number(ts));
    }
    for (const [id, ts] of newest) this.newestFiled.set(id, ts);
  }

  /** Keeps the newest filed instants of the devices already seen up with readings just filed. */
  private noteFiled(rows: PendingRow[]): void {
    for (const row of rows) {
      const newest = this.newestFiled.get(row.device_id);
      if (newest !== undefined && row.ts > newest) this.newestFiled.set(row.device_id, row.ts);
    }
  }

  private async file(trx: Executor, rows: PendingRow[], lock: boolean): Promise<Set<PendingRow>> {
    const settlements = new Map<string, SettlementContext>();
    for (const id of new Set(rows.flatMap((row) => row.settlement_id ?? []))) {
      settlements.set(id, await this.directory.settlement(id, trx));
    }
    const filter = distanceFilterOf(await this.tables.current(trx));
    return fileReadings(trx, rows, settlements, lock, filter);
  }
}

/**
 * The readings whose device still exists (a deleted device takes its waiting readings along), without
 * an animal or settlement deleted while they waited.
 */
async function stillOwned(trx: Executor, rows: PendingRow[]): Promise<PendingRow[]> {
  const ids = (column: 'device_id' | 'animal_id' | 'settlement_id') => [
    ...new Set(rows.flatMap((row) => row[column] ?? [])),
  ];
  const devices = await pendingReadingsRepository.existing(trx, 'devices', ids('device_id'));
  const animals = await pendingReadingsRepository.existing(trx, 'animals', ids('animal_id'));
  const settlements = await pendingReadingsRepository.existing(trx, 'settlements', ids('settlement_id'));
  const gone = (id: string | null, found: Set<string>) => id !== null && !found.has(id);
  return rows
    .filter((row) => devices.has(row.device_id))
    .map((row) =>
      gone(row.animal_id, animals) || gone(row.settlement_id, settlements)
        ? {
            ...row,
            animal_id: gone(row.animal_id, animals) ? null : row.animal_id,
            settlement_id: gone(row.settlement_id, settlements) ? null : row.settlement_id,
          }
        : row,
    );
}
