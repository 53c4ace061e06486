import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { PushSubscription } from '../../providers/push/push-service';

/** Who an alert may reach, with what the notifier needs to decide how. */
export interface Recipient {
  id: string;
  email: string;
  language: string;
  alertPushNotifications: boolean;
  /** JSON of AlertPreferences, or null for the defaults. */
  preferences: string | null;
}

export interface StoredSubscription extends PushSubscription {
  userId: string;
}

/** Push subscriptions, alert recipients and pending digest items: all of the notifications' SQL. */
export const notificationsRepository = {
  /** Stores a browser's subscription for the user, or renews it (it may have changed hands). */
  async upsertSubscription(db: Executor, userId: string, subscription: PushSubscription, now: string) {
    await db
      .insertInto('push_subscriptions')
      .values({
        id: newObjectId(),
        user_id: userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created_at: now,
        heartbeat_at: now,
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: userId,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          heartbeat_at: now,
        }),
      )
      .execute();
  },

  async subscriptionsOf(db: Executor, userIds: string[]): Promise<StoredSubscription[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .selectFrom('push_subscriptions')
      .select(['user_id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', 'in', userIds)
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
    }));
  },

  /** Drops the user's subscriptions beyond his newest `keep` (by heartbeat, then creation). */
  async keepNewestSubscriptions(db: Executor, userId: string, keep: number): Promise<void> {
    const beyond = await db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('heartbeat_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(keep)
      .limit(1000)
      .execute();
    if (beyond.length === 0) return;
    await db
      .deleteFrom('push_subscriptions')
      .where(
        'id',
        'in',
        beyond.map((row) => row.id),
      )
      .execute();
  },

  async deleteSubscription(db: Executor, endpoint: string): Promise<void> {
    await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  },

  /** Drops subscriptions without a heartbeat since `before`; answers how many. */
  async deleteStaleSubscriptions(db: Executor, before: string): Promise<number> {
    const result = await db
      .deleteFrom('push_subscriptions')
      .where('heartbeat_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /**
   * Every active user who reaches a settlement: the active members of its (active) account and the
   * users it is shared with.
   */
  async recipients(db: Executor, accountId: string, settlementId: string): Promise<Recipient[]> {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email', 'language', 'alert_push_notifications', 'alert_preferences'])
      .where('active', '=', 1)
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            eb
              .selectFrom('account_members')
              .innerJoin('accounts', 'accounts.id', 'account_members.account_id')
              .select('account_members.user_id')
              .where('account_members.account_id', '=', accountId)
              .where('account_members.active', '=', 1)
              .where('accounts.active', '=', 1),
          ),
          eb(
            'id',
            'in',
            eb
              .selectFrom('settlement_members')
              .innerJoin('settlements', 'settlements.id', 'settlement_members.settlement_id')
              .innerJoin('accounts', 'accounts.id', 'settlements.account_id')
              .select('settlement_members.user_id')
              .where('settlement_members.settlement_id', '=', settlementId)
              .where('settlements.account_id', '=', accountId)
              .where('accounts.active', '=', 1),
          ),
        ]),
      )
      .execute();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      language: row.language,
      alertPushNotifications: row.alert_push_notifications === 1,
      preferences: row.alert_preferences,
    }));
  },

  /** The settlement's offset from UTC in minutes (UTC−3 when it is gone). */
  async settlementOffset(db: Executor, settlementId: string): Promise<number> {
    const row = await db
      .selectFrom('settlements')
      .select('utc_offset_minutes')
      .where('id', '=', settlementId)
      .executeTakeFirst();
    return row?.utc_offset_minutes ?? -180;
  },

  /** Keeps an alert for the user's next digest (once per alert). */
  async addDigestItem(db: Executor, userId: string, alertId: string, alert: string, now: string) {
    await db
      .insertInto('alert_digest_items')
      .values({ id: newObjectId(), user_id: userId, alert_id: alertId, alert, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'alert_id']).doNothing())
      .execute();
  },

  /** Pending digest items with their user's address and language, by user then time. */
  pendingDigestItems(db: Executor) {
    return db
      .selectFrom('alert_digest_items')
      .innerJoin('users', 'users.id', 'alert_digest_items.user_id')
      .select([
        'alert_digest_items.id',
        'alert_digest_items.user_id as userId',
        'alert_digest_items.alert',
        'users.email',
        'users.language',
        'users.active',
        'users.deleted_at as deletedAt',
      ])
      .orderBy('alert_digest_items.user_id')
      .orderBy('alert_digest_items.created_at')
      .orderBy('alert_digest_items.id')
      .execute();
  },

  /** Deletes up to `limit` digest items kept since before `before` and never mailed (housekeeping). */
  async deleteOldDigestItems(db: Executor, before: string, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('alert_digest_items')
      .where('id', 'in', (eb) =>
        eb.selectFrom('alert_digest_items').select('id').where('created_at', '<', before).limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async deleteDigestItems(db: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('alert_digest_items').where('id', 'in', ids).execute();
  },
};
