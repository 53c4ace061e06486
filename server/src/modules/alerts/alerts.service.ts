import { UNREAD_SUMMARY_SIZE } from '@tropero/shared/alerts';
import {
  parseAlertFilter,
  type Alert,
  type AlertListQuery,
  type AlertPage,
  type UnreadSummary,
} from '@tropero/shared/contracts/alerts';
import type { Caller } from '../../access/caller';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import type { AlertChange, AlertChangeListener } from './alert-change';
import { alertsRepository, type ListedAlertRow, type ListFilter, type Reach } from './alerts.repository';
import { toAlert } from './to-alert';

/**
 * Counts stop here: an exact count of a million alerts costs more than the page itself. A total at
 * the cap means "this many or more".
 */
export const ALERT_COUNT_CAP = 10_000;

type Part = { accountId: string } | { settlementIds: string[] };

/** The parts a reach is listed in: each account on its own index range, and the shared settlements. */
const partsOf = (reach: Reach): Part[] => [
  ...reach.accountIds.map((accountId) => ({ accountId })),
  ...(reach.settlementIds.length ? [{ settlementIds: reach.settlementIds }] : []),
];

const newestFirst = (a: ListedAlertRow, b: ListedAlertRow) =>
  b.last_at - a.last_at || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

const asAlert = (row: ListedAlertRow, readerId: string): Alert =>
  toAlert(row, row.settlement_name, { id: readerId, readAt: row.read_at });

/**
 * Alerts as their readers see them (spec §3, §7): every alert of the settlements a user reaches (his
 * accounts and the settlements shared with him), each with his own read mark; and the changes the
 * rules make, handed to listeners (the live stream, push and email) after their commit.
 */
export class AlertsService {
  private readonly listeners: AlertChangeListener[] = [];

  constructor(
    private readonly db: Executor,
    private readonly log: { error(fields: object, message: string): void },
  ) {}

  /** Registers a listener of every alert opened, repeated or resolved (after its commit). */
  onChange(listener: AlertChangeListener): void {
    this.listeners.push(listener);
  }

  /** Hands changes to every listener; one that throws does not keep the others from them. */
  publish(changes: AlertChange[]): void {
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch (error) {
        this.log.error({ err: error }, 'an alert listener failed');
      }
    }
  }

  /** The user's reach (accounts and shared settlements), for the live stream too. */
  reach(userId: string): Promise<Reach> {
    return alertsRepository.reach(this.db, userId);
  }

  async get(caller: Caller, id: string): Promise<Alert> {
    const row = await this.readable(caller, id);
    return asAlert(row, caller.user._id);
  }

  async list(caller: Caller, userId: string, query: AlertListQuery): Promise<AlertPage> {
    assertSelf(caller, userId);
    const reach = await this.reach(userId);
    const filter = await this.filterOf(reach, query);
    const { p: page, e: pageSize } = query;
    const parts = partsOf(reach);
    // Pages lie within the counted alerts: a deeper one would read a million rows for nothing.
    const listed = (page - 1) * pageSize < ALERT_COUNT_CAP ? parts : [];
    const [rows, counts] = await Promise.all([
      Promise.all(
        listed.map((part) => alertsRepository.listPart(this.db, part, userId, filter, page * pageSize)),
      ),
      Promise.all(
        parts.map((part) => alertsRepository.countPart(this.db, part, userId, filter, ALERT_COUNT_CAP)),
      ),
    ]);
    const items = rows
      .flat()
      .sort(newestFirst)
      .slice((page - 1) * pageSize, page * pageSize)
      .map((row) => asAlert(row, userId));
    const total = Math.min(
      counts.reduce((sum, n) => sum + n, 0),
      ALERT_COUNT_CAP,
    );
    return { items, total, page, pageSize };
  }

  async unread(caller: Caller, readerId: string): Promise<UnreadSummary> {
    assertSelf(caller, readerId);
    const parts = partsOf(await this.reach(readerId));
    const filter: ListFilter = { read: 'unread' };
    const [rows, counts] = await Promise.all([
      Promise.all(
        parts.map((part) => alertsRepository.listPart(this.db, part, readerId, filter, UNREAD_SUMMARY_SIZE)),
      ),
      Promise.all(
        parts.map((part) => alertsRepository.countPart(this.db, part, readerId, filter, ALERT_COUNT_CAP)),
      ),
    ]);
    return {
      unreadAlertsCount: Math.min(
        counts.reduce((sum, n) => sum + n, 0),
        ALERT_COUNT_CAP,
      ),
      lastFiveUnreadAlerts: rows
        .flat()
        .sort(newestFirst)
        .slice(0, UNREAD_SUMMARY_SIZE)
        .map((row) => asAlert(row, readerId)),
    };
  }

  /** PUT /alert/{id}: the caller has read it now (spec §4). */
  async read(caller: Caller, id: string): Promise<Alert> {
    await this.readable(caller, id);
    await alertsRepository.setRead(this.db, caller.user._id, id, Date.now());
    return asAlert((await alertsRepository.find(this.db, id, caller.user._id))!, caller.user._id);
  }

  /** PUT /alert/many/{userId}: these alerts (those he reaches), or every unread one. */
  async readMany(caller: Caller, userId: string, ids: string[] | undefined): Promise<number> {
    assertSelf(caller, userId);
    const reach = await this.reach(userId);
    const chosen = ids
      ? await alertsRepository.inReach(this.db, reach, [...new Set(ids)])
      : (
          await Promise.all(partsOf(reach).map((part) => alertsRepository.unreadIds(this.db, part, userId)))
        ).flat();
    return alertsRepository.markRead(this.db, userId, chosen, Date.now());
  }

  /** An alert the caller reaches (a superadmin reaches every one); 404 otherwise, as if it did not exist. */
  private async readable(caller: Caller, id: string): Promise<ListedAlertRow> {
    const row = await alertsRepository.find(this.db, id, caller.user._id);
    if (!row) throw new AppError('NOT_FOUND');
    if (caller.role !== 'superadmin') {
      const reach = await this.reach(caller.user._id);
      if (!reach.accountIds.includes(row.account_id) && !reach.settlementIds.includes(row.settlement_id))
        throw new AppError('NOT_FOUND');
    }
    return row;
  }

  private async filterOf(reach: Reach, query: AlertListQuery): Promise<ListFilter> {
    const f = parseAlertFilter(query.f) ?? {};
    const text = query.q?.toLowerCase();
    return {
      types: f.type,
      state: f.state,
      settlementId: f.settlement,
      animalId: f.animal,
      read: f.read,
      ...(text && {
        search: { text, settlementIds: await alertsRepository.settlementsNamed(this.db, reach, text) },
      }),
    };
  }
}

/** Each user reads his own alerts; a superadmin may read anyone's. */
function assertSelf(caller: Caller, userId: string): void {
  if (caller.user._id !== userId && caller.role !== 'superadmin') throw new AppError('FORBIDDEN');
}
