import { PUSH_HEARTBEAT_KEEP_DAYS } from '@tropero/shared/alerts';
import type { Alert } from '@tropero/shared/contracts/alerts';
import { DAY_MS } from '@tropero/shared/constants';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../access/caller';
import type { Mailer } from '../../providers/mail/mailer';
import type { PushDestinations } from '../../providers/push/push-destinations';
import type { PushService, PushSubscription } from '../../providers/push/push-service';
import { languageOf } from '../../i18n/texts';
import { alertMailTexts } from './alert-texts';
import { notificationsRepository } from './notifications.repository';

export interface NotificationsServiceOptions {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
  /** null: push is off in this deployment. */
  push: PushService | null;
  /** Which endpoints a browser may subscribe with. */
  destinations: PushDestinations;
  now: () => number;
}

/**
 * A user's subscriptions at most (his browsers and phones): a new one drops his oldest, so that a
 * new device always works while one alert never opens more than this many connections per user.
 */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** The link an alert's push and mail open. */
export const alertPath = (alertId: string) => `/notifications/${alertId}`;

/** Browsers' push subscriptions and the daily digest of alert mails. */
export class NotificationsService {
  constructor(private readonly options: NotificationsServiceOptions) {}

  /** The VAPID public key browsers subscribe with; 404 when push is off. */
  publicKey(): { publicKey: string } {
    if (!this.options.push) throw new AppError('NOT_FOUND', { message: 'push notifications are off' });
    return { publicKey: this.options.push.publicKey };
  }

  /** Stores (or renews: the heartbeat) a browser's push subscription; a user stores only his own. */
  async storeSubscription(caller: Caller, userId: string, subscription: PushSubscription): Promise<void> {
    if (caller.user._id !== userId) throw new AppError('FORBIDDEN');
    if (!(await this.options.destinations.accepts(subscription.endpoint))) {
      throw new AppError('VALIDATION', { errors: { deviceToken: 'validation.pushDestination' } });
    }
    const now = new Date(this.options.now()).toISOString();
    await this.options.db.transaction().execute(async (trx) => {
      await notificationsRepository.upsertSubscription(trx, userId, subscription, now);
      await notificationsRepository.keepNewestSubscriptions(trx, userId, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    });
  }

  /** Drops subscriptions whose browser has not renewed them for 30 days (spec §9); answers how many. */
  dropStaleSubscriptions(): Promise<number> {
    const before = new Date(this.options.now() - PUSH_HEARTBEAT_KEEP_DAYS * DAY_MS).toISOString();
    return notificationsRepository.deleteStaleSubscriptions(this.options.db, before);
  }

  /** Mails each user with pending digest items one digest of them, in his language; answers how many mails. */
  async sendDigests(): Promise<number> {
    const { db, mailer } = this.options;
    const items = await notificationsRepository.pendingDigestItems(db);
    const byUser = new Map<string, typeof items>();
    for (const item of items) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
    for (const userItems of byUser.values()) {
      const user = userItems[0]!;
      if (user.active === 1 && user.deletedAt === null) {
        const alerts = userItems.map((item) => {
          const alert = JSON.parse(item.alert) as Alert;
          return { alert, link: this.alertLink(alert._id) };
        });
        await mailer.send({ to: user.email, ...alertMailTexts(languageOf(user.language), alerts, true) });
      }
      await notificationsRepository.deleteDigestItems(
        db,
        userItems.map((item) => item.id),
      );
    }
    return byUser.size;
  }

  alertLink(alertId: string): string {
    return new URL(alertPath(alertId), this.options.publicUrl).toString();
  }

  /** Keeps an alert for the user's next digest. */
  addToDigest(userId: string, alert: Alert): Promise<void> {
    const { db, now } = this.options;
    const at = new Date(now()).toISOString();
    return notificationsRepository.addDigestItem(db, userId, alert._id, JSON.stringify(alert), at);
  }
}
