import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Database, Dialect } from '../../db/connection';
import type { Executor } from '../../db/executor';
import type { AlertRuleStatesTable, AlertsTable, DB } from '../../db/schema';

export type AlertRow = Selectable<AlertsTable>;
export type RuleStateRow = Selectable<AlertRuleStatesTable>;
/** An alert's row with its settlement's name and the reader's read time. */
export type ListedAlertRow = AlertRow & { settlement_name: string; read_at: number | null };

/** Statements hold at most this many bound values in a list (SQLite's limit is far above). */
const IN_CHUNK = 500;

/** Reads `values` a few hundred to a statement (the engine's and its rules' reads of many keys). */
export async function inChunks<T, R>(values: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += IN_CHUNK) out.push(...(await read(values.slice(i, i + IN_CHUNK))));
  return out;
}

const numbers = (row: AlertRow): AlertRow => ({
  ...row,
  opened_at: Number(row.opened_at),
  last_at: Number(row.last_at),
  resolved_at: row.resolved_at === null ? null : Number(row.resolved_at),
});

/** A repeat of the open alert `open_key` (see `alertsRepository.repeat`). */
export interface Repeat {
  open_key: string;
  times: number;
  at: number;
  value: number | null;
  lat: number | null;
  lng: number | null;
}

/** What a list reaches: whole accounts and single shared settlements. */
export interface Reach {
  accountIds: string[];
  settlementIds: string[];
}

export interface ListFilter {
  types?: string[];
  state?: 'open' | 'resolved';
  settlementId?: string;
  animalId?: string;
  read?: 'read' | 'unread';
  /** Lower-cased search text, and the settlements whose name matches it. */
  search?: { text: string; settlementIds: string[] };
}

export const alertsRepository = {
  // --- The engine's reads -------------------------------------------------------------------------

  settlements(db: Executor, ids?: readonly string[]) {
    const query = db
      .selectFrom('settlements')
      .innerJoin('accounts', 'accounts.id', 'settlements.account_id')
      .select([
        'settlements.id',
        'settlements.account_id',
        'settlements.name',
        'settlements.lat',
        'settlements.lng',
        'settlements.utc_offset_minutes',
        'settlements.herd_type',
        'settlements.alert_params',
      ])
      .where('accounts.active', '=', 1);
    if (!ids) return query.orderBy('settlements.id').execute();
    return inChunks(ids, (chunk) => query.where('settlements.id', 'in', chunk).execute());
  },

  /** Devices with what an alert names: the identifier, the animal's caravana and roundup. */
  devices(db: Executor, ids: readonly string[]) {
    return inChunks(ids, (chunk) =>
      db
        .selectFrom('devices')
        .leftJoin('animals', 'animals.id', 'devices.animal_id')
        .leftJoin('allocations', (join) =>
          join.onRef('allocations.animal_id', '=', 'animals.id').on('allocations.to_date', 'is', null),
        )
        .select([
          'devices.id',
          'devices.identifier',
          'devices.animal_id',
          'animals.caravana',
          'animals.roundup_id',
          'allocations.plot_id',
        ])
        .where('devices.id', 'in', chunk)
        .execute(),
    );
  },

  async openOfType(db: Executor, settlementId: string, type: string): Promise<AlertRow[]> {
    const rows = await db
      .selectFrom('alerts')
      .selectAll()
      .where('settlement_id', '=', settlementId)
      .where('type', '=', type)
      .where('open_key', 'is not', null)
      .execute();
    return rows.map(numbers);
  },

  /** Which of these open keys are open. */
  async openKeys(database: Database, openKeys: readonly string[]): Promise<Set<string>> {
    if (openKeys.length === 0) return new Set();
    const rows = await database.db
      .selectFrom('alerts')
      .select('open_key')
      .where(sql<boolean>`open_key in ${textList(database.dialect, openKeys)}`)
      .execute();
    return new Set(rows.map((row) => row.open_key!));
  },

  /** The counters of these rules and subjects (read in one statement per few hundred subjects). */
  async ruleStates(
    database: Database,
    keys: readonly { rule: string; subjectId: string }[],
  ): Promise<RuleStateRow[]> {
    const wanted = new Set(keys.map(({ rule, subjectId }) => `${rule}:${subjectId}`));
    const rules = [...new Set(keys.map((k) => k.rule))];
    const subjects = [...new Set(keys.map((k) => k.subjectId))];
    if (rules.length === 0) return [];
    const rows = await database.db
      .selectFrom('alert_rule_states')
      .selectAll()
      .where(sql<boolean>`rule in ${textList(database.dialect, rules)}`)
      .where(sql<boolean>`subject_id in ${textList(database.dialect, subjects)}`)
      .execute();
    return rows
      .filter((row) => wanted.has(`${row.rule}:${row.subject_id}`))
      .map((row) => ({
        ...row,
        since: row.since === null ? null : Number(row.since),
        updated_at: Number(row.updated_at),
      }));
  },

  // --- Writes (inside the engine's transactions) --------------------------------------------------

  /** Opens an alert; answers it, or undefined when one is already open for its rule and subject. */
  async open(db: Executor, row: AlertsTable): Promise<AlertRow | undefined> {
    const inserted = await db
      .insertInto('alerts')
      .values(row)
      .onConflict((oc) => oc.column('open_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted && numbers(inserted);
  },

  /**
   * Repeats of open alerts, by open key, in one statement: each `times` more, seen last at `at` (never
   * earlier than it was), with the latest figure. Answers the rows changed (alerts no longer open are
   * left out).
   */
  async repeat(db: Executor, dialect: Dialect, repeats: readonly Repeat[]): Promise<AlertRow[]> {
    if (repeats.length === 0) return [];
    const json = JSON.stringify(repeats);
    const { rows } = await (
      dialect === 'postgres'
        ? sql<AlertRow>`update alerts set
          count = alerts.count + r.times,
          last_at = greatest(alerts.last_at, r.at),
          value = r.value,
          lat = coalesce(r.lat, alerts.lat),
          lng = coalesce(r.lng, alerts.lng)
        from json_to_recordset(${json}::json) as r(open_key text, times integer, at bigint,
          value double precision, lat double precision, lng double precision)
        where alerts.open_key = r.open_key
        returning alerts.*`
        : sql<AlertRow>`update alerts set
          count = alerts.count + r.times,
          last_at = max(alerts.last_at, r.at),
          value = r.value,
          lat = coalesce(r.lat, alerts.lat),
          lng = coalesce(r.lng, alerts.lng)
        from (select json_extract(value, '$.open_key') as open_key, json_extract(value, '$.times') as times,
          json_extract(value, '$.at') as at, json_extract(value, '$.value') as value,
          json_extract(value, '$.lat') as lat, json_extract(value, '$.lng') as lng
          from json_each(${json})) as r
        where alerts.open_key = r.open_key
        returning *`
    ).execute(db);
    return rows.map(numbers);
  },

  async resolve(db: Executor, openKey: string, at: number): Promise<AlertRow | undefined> {
    const row = await db
      .updateTable('alerts')
      .set({ state: 'resolved', resolved_at: at, open_key: null })
      .where('open_key', '=', openKey)
      .returningAll()
      .executeTakeFirst();
    return row && numbers(row);
  },

  async saveRuleStates(db: Executor, rows: readonly AlertRuleStatesTable[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 100) {
      await db
        .insertInto('alert_rule_states')
        .values(rows.slice(i, i + 100))
        .onConflict((oc) =>
          oc.columns(['rule', 'subject_id']).doUpdateSet((eb) => ({
            counter: eb.ref('excluded.counter'),
            since: eb.ref('excluded.since'),
            lat: eb.ref('excluded.lat'),
            lng: eb.ref('excluded.lng'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  },

  // --- The API's reads ----------------------------------------------------------------------------

  /** The accounts a user belongs to (active) and the settlements shared with him. */
  async reach(db: Executor, userId: string): Promise<Reach> {
    const accounts = await db
      .selectFrom('account_members')
      .innerJoin('accounts', 'accounts.id', 'account_members.account_id')
      .select('accounts.id')
      .where('account_members.user_id', '=', userId)
      .where('account_members.active', '=', 1)
      .where('accounts.active', '=', 1)
      .execute();
    const accountIds = accounts.map((a) => a.id);
    const shared = await db
      .selectFrom('settlement_members')
      .innerJoin('settlements', 'settlements.id', 'settlement_members.settlement_id')
      .innerJoin('accounts', 'accounts.id', 'settlements.account_id')
      .select('settlements.id')
      .where('settlement_members.user_id', '=', userId)
      .where('accounts.active', '=', 1)
      .$if(accountIds.length > 0, (q) => q.where('settlements.account_id', 'not in', accountIds))
      .execute();
    return { accountIds, settlementIds: shared.map((s) => s.id) };
  },

  /** Settlements of the reach whose name holds the text. */
  async settlementsNamed(db: Executor, reach: Reach, text: string): Promise<string[]> {
    if (reach.accountIds.length === 0 && reach.settlementIds.length === 0) return [];
    const rows = await db
      .selectFrom('settlements')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(reach.accountIds.length ? [eb('account_id', 'in', reach.accountIds)] : []),
          ...(reach.settlementIds.length ? [eb('id', 'in', reach.settlementIds)] : []),
        ]),
      )
      .where(sql<boolean>`lower(name) like ${`%${escapeLike(text)}%`} escape '\\'`)
      .execute();
    return rows.map((r) => r.id);
  },

  /**
   * One part of the reach (an account, or the shared settlements), newest first: at most `limit` rows
   * from the index's order, so that a page never sorts the whole account.
   */
  async listPart(
    db: Executor,
    part: { accountId: string } | { settlementIds: string[] },
    readerId: string,
    filter: ListFilter,
    limit: number,
  ): Promise<ListedAlertRow[]> {
    const rows = await filtered(db, part, readerId, filter)
      .innerJoin('settlements', 'settlements.id', 'alerts.settlement_id')
      .leftJoin('alert_reads', (join) =>
        join.onRef('alert_reads.alert_id', '=', 'alerts.id').on('alert_reads.user_id', '=', readerId),
      )
      .selectAll('alerts')
      .select(['settlements.name as settlement_name', 'alert_reads.read_at'])
      .orderBy('alerts.last_at', 'desc')
      .orderBy('alerts.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...numbers(row),
      settlement_name: row.settlement_name,
      read_at: row.read_at === null ? null : Number(row.read_at),
    }));
  },

  /** How many rows of a part match, counted up to `cap` (an exact count of a million rows is not cheap). */
  async countPart(
    db: Executor,
    part: { accountId: string } | { settlementIds: string[] },
    readerId: string,
    filter: ListFilter,
    cap: number,
  ): Promise<number> {
    const row = await db
      .selectFrom(filtered(db, part, readerId, filter).select('alerts.id').limit(cap).as('matching'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async find(db: Executor, id: string, readerId: string): Promise<ListedAlertRow | undefined> {
    const row = await db
      .selectFrom('alerts')
      .innerJoin('settlements', 'settlements.id', 'alerts.settlement_id')
      .leftJoin('alert_reads', (join) =>
        join.onRef('alert_reads.alert_id', '=', 'alerts.id').on('alert_reads.user_id', '=', readerId),
      )
      .selectAll('alerts')
      .select(['settlements.name as settlement_name', 'alert_reads.read_at'])
      .where('alerts.id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        ...numbers(row),
        settlement_name: row.settlement_name,
        read_at: row.read_at === null ? null : Number(row.read_at),
      }
    );
  },

  /** Marks alerts read by the user at `at` (those already read keep their first time). */
  async markRead(db: Executor, userId: string, alertIds: readonly string[], at: number): Promise<number> {
    let marked = 0;
    for (let i = 0; i < alertIds.length; i += IN_CHUNK) {
      const result = await db
        .insertInto('alert_reads')
        .values(
          alertIds
            .slice(i, i + IN_CHUNK)
            .map((alertId) => ({ alert_id: alertId, user_id: userId, read_at: at })),
        )
        .onConflict((oc) => oc.columns(['alert_id', 'user_id']).doNothing())
        .executeTakeFirst();
      marked += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return marked;
  },

  /** Sets the reader's read time of one alert to `at`. */
  async setRead(db: Executor, userId: string, alertId: string, at: number): Promise<void> {
    await db
      .insertInto('alert_reads')
      .values({ alert_id: alertId, user_id: userId, read_at: at })
      .onConflict((oc) => oc.columns(['alert_id', 'user_id']).doUpdateSet({ read_at: at }))
      .execute();
  },

  /** Ids among these that the reach holds. */
  async inReach(db: Executor, reach: Reach, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('alerts')
      .select('id')
      .where('id', 'in', ids)
      .where((eb) => reachCondition(eb, reach))
      .execute();
    return rows.map((r) => r.id);
  },

  /** Ids of every alert of a part unread by the reader. */
  async unreadIds(db: Executor, part: { accountId: string } | { settlementIds: string[] }, readerId: string) {
    const rows = await filtered(db, part, readerId, { read: 'unread' }).select('alerts.id').execute();
    return rows.map((r) => r.id);
  },
};

/**
 * A list of texts as one bound JSON array: `x in (…)` keeps one statement text (prepared once) and
 * one parameter however long the list, where a list of parameters is compiled and prepared anew for
 * each length (the engine asks with a different number of keys every batch).
 */
function textList(dialect: Dialect, values: readonly string[]) {
  const json = JSON.stringify(values);
  return dialect === 'postgres'
    ? sql`(select value from json_array_elements_text(${json}::json))`
    : sql`(select value from json_each(${json}))`;
}

function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

function reachCondition(eb: ExpressionBuilder<DB, 'alerts'>, reach: Reach) {
  return eb.or([
    ...(reach.accountIds.length ? [eb('alerts.account_id', 'in', reach.accountIds)] : []),
    ...(reach.settlementIds.length ? [eb('alerts.settlement_id', 'in', reach.settlementIds)] : []),
    ...(reach.accountIds.length + reach.settlementIds.length === 0 ? [sql<boolean>`1 = 0`] : []),
  ]);
}

function filtered(
  db: Executor,
  part: { accountId: string } | { settlementIds: string[] },
  readerId: string,
  filter: ListFilter,
) {
  let query = db.selectFrom('alerts');
  query =
    'accountId' in part
      ? query.where('alerts.account_id', '=', part.accountId)
      : query.where('alerts.settlement_id', 'in', part.settlementIds);
  if (filter.types?.length) query = query.where('alerts.type', 'in', filter.types);
  if (filter.state) query = query.where('alerts.state', '=', filter.state);
  if (filter.settlementId) query = query.where('alerts.settlement_id', '=', filter.settlementId);
  if (filter.animalId) query = query.where('alerts.animal_id', '=', filter.animalId);
  if (filter.read) {
    const read = (eb: ExpressionBuilder<DB, 'alerts'>) =>
      eb.exists(
        eb
          .selectFrom('alert_reads')
          .select('alert_reads.alert_id')
          .whereRef('alert_reads.alert_id', '=', 'alerts.id')
          .where('alert_reads.user_id', '=', readerId),
      );
    query = query.where((eb) => (filter.read === 'read' ? read(eb) : eb.not(read(eb))));
  }
  if (filter.search) {
    const { text, settlementIds } = filter.search;
    const like = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(alerts.subject_label) like ${like} escape '\\'`,
        sql<boolean>`lower(alerts.type) like ${like} escape '\\'`,
        ...(settlementIds.length ? [eb('alerts.settlement_id', 'in', settlementIds)] : []),
      ]),
    );
  }
  return query;
}
