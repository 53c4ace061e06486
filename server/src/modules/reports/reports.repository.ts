import { sql, type RawBuilder } from 'kysely';
import type { Range } from '@tropero/shared/contracts/range';
import { containsText, type Executor } from '../../db/executor';

/** What a report reads: the devices of a settlement, or one device; the users of its account. */
export type ReportTarget =
  | { kind: 'settlement'; settlementId: string; accountId: string }
  | { kind: 'device'; deviceId: string; accountId: string };

/** The bucket an epoch-ms column falls in: whole `sizeMs` counted from the epoch, shifted by `offsetMs`. */
const bucketOf = (column: string, sizeMs: number, offsetMs: number): RawBuilder<number> =>
  sql<number>`(${sql.ref(column)} + ${sql.lit(offsetMs)}) / ${sql.lit(sizeMs)}`;

/** The devices a target covers, as a subquery. */
const devicesOf = (db: Executor, target: ReportTarget) =>
  target.kind === 'device'
    ? db.selectFrom('devices').select('id').where('id', '=', target.deviceId)
    : db.selectFrom('devices').select('id').where('settlement_id', '=', target.settlementId);

/** The settlement's or the device's id: what the target's alerts name. */
const subjectOf = (target: ReportTarget) =>
  target.kind === 'settlement' ? target.settlementId : target.deviceId;

/** Aggregates over the stored readings, alerts and sessions: each answer is one row per bucket. */
export const reportsRepository = {
  settlement(db: Executor, id: string) {
    return db
      .selectFrom('settlements')
      .innerJoin('accounts', 'accounts.id', 'settlements.account_id')
      .select([
        'settlements.id',
        'settlements.name',
        'settlements.account_id',
        'settlements.utc_offset_minutes',
        'accounts.name as account_name',
      ])
      .where('settlements.id', '=', id)
      .executeTakeFirst();
  },

  deviceByIdentifier(db: Executor, identifier: string) {
    return db
      .selectFrom('devices')
      .leftJoin('settlements', 'settlements.id', 'devices.settlement_id')
      .select(['devices.id', 'devices.account_id', 'devices.identifier', 'settlements.utc_offset_minutes'])
      .where('devices.identifier', '=', identifier)
      .executeTakeFirst();
  },

  async deviceCount(db: Executor, target: ReportTarget): Promise<number> {
    const row = await devicesOf(db, target)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Readings and distinct devices heard, per bucket. */
  readingsByBucket(db: Executor, target: ReportTarget, range: Range, sizeMs: number, offsetMs: number) {
    const bucket = bucketOf('readings.ts', sizeMs, offsetMs);
    return db
      .selectFrom('readings')
      .select((eb) => [
        bucket.as('bucket'),
        eb.fn.countAll<number>().as('readings'),
        eb.fn.count<number>('device_id').distinct().as('devices'),
      ])
      .where('device_id', 'in', devicesOf(db, target))
      .where('ts', '>=', range.from)
      .where('ts', '<', range.to)
      .groupBy(bucket)
      .execute();
  },

  /** Alerts raised (opened) per bucket. */
  alertsByBucket(db: Executor, target: ReportTarget, range: Range, sizeMs: number, offsetMs: number) {
    const bucket = bucketOf('opened_at', sizeMs, offsetMs);
    return db
      .selectFrom('alerts')
      .select((eb) => [bucket.as('bucket'), eb.fn.countAll<number>().as('alerts')])
      .where('account_id', '=', target.accountId)
      .where(target.kind === 'settlement' ? 'settlement_id' : 'device_id', '=', subjectOf(target))
      .where('opened_at', '>=', range.from)
      .where('opened_at', '<', range.to)
      .groupBy(bucket)
      .execute();
  },

  /**
   * The UTC hours in which each user of the target's account (and, for a settlement, those it is
   * shared with) used the app: a session opened or refreshed its token then.
   */
  activeUserHours(db: Executor, target: ReportTarget, range: Range) {
    const hour = sql<string>`substr(${sql.ref('refresh_tokens.created_at')}, 1, 13)`;
    return db
      .selectFrom('refresh_tokens')
      .select(['user_id', hour.as('hour')])
      .where((eb) =>
        eb.or([
          eb(
            'user_id',
            'in',
            eb
              .selectFrom('account_members')
              .select('user_id')
              .where('account_id', '=', target.accountId)
              .where('active', '=', 1),
          ),
          ...(target.kind === 'settlement'
            ? [
                eb(
                  'user_id',
                  'in',
                  eb
                    .selectFrom('settlement_members')
                    .select('user_id')
                    .where('settlement_id', '=', target.settlementId),
                ),
              ]
            : []),
        ]),
      )
      .where('created_at', '>=', new Date(range.from).toISOString())
      .where('created_at', '<', new Date(range.to).toISOString())
      .groupBy(['user_id', hour])
      .execute();
  },

  /** Settlements across accounts whose name or account's name holds `search`, for choosing a scope. */
  settlementsMatching(db: Executor, search: string | undefined, limit: number) {
    return db
      .selectFrom('settlements')
      .innerJoin('accounts', 'accounts.id', 'settlements.account_id')
      .select(['settlements.id', 'settlements.name', 'accounts.name as account_name'])
      .$if(Boolean(search), (q) =>
        q.where((eb) =>
          eb.or([
            containsText(sql.ref('settlements.name'), search!),
            containsText(sql.ref('accounts.name'), search!),
          ]),
        ),
      )
      .orderBy('settlements.name')
      .limit(limit)
      .execute();
  },
};
