import type { AlertSeverity } from '@tropero/shared/alerts';
import type { Language } from '@tropero/shared/constants';
import type { Executor } from '../../db/executor';
import type { Mailer } from '../../providers/mail/mailer';
import {
  PUSH_TIMEOUT_MS,
  pushTopic,
  type PushOptions,
  type PushService,
} from '../../providers/push/push-service';
import type { AlertChange } from '../alerts/alert-change';
import { languageOf } from '../../i18n/texts';
import { alertMailTexts, pushTexts } from './alert-texts';
import { notificationsRepository, type Recipient, type StoredSubscription } from './notifications.repository';
import { alertPath, type NotificationsService } from './notifications.service';
import { inQuietHours } from './quiet-hours';
import { readPreferences } from './stored-preferences';

const OPENED_TTL_SECONDS = 24 * 3600;
const RESOLVED_TTL_SECONDS = 3600;
const URGENCY: Record<AlertSeverity, PushOptions['urgency']> = {
  critical: 'high',
  warning: 'normal',
  info: 'low',
};

export interface NotifierLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface AlertNotifierOptions {
  db: Executor;
  mailer: Mailer;
  /** null: push is off. */
  push: PushService | null;
  notifications: NotificationsService;
  now: () => number;
  log: NotifierLog;
  pushTimeoutMs?: number;
}

type Notifiable = AlertChange & { kind: 'opened' | 'resolved' };

interface PushJob {
  userId: string;
  language: Language;
  change: Notifiable;
  utcOffsetMinutes: number;
}

/**
 * Tells people about alerts once the engine has committed them (register `handle` with
 * `AlertsService.onChange`). An opened alert reaches every active user who reaches its settlement
 * (the account's members and those it is shared with) by push and mail, as each user's preferences
 * say; a resolved one by a quieter push that replaces it; a repeat by nothing (the app shows it).
 * Quiet hours hold pushes back and send mail to the digest instead. Pushes go out in parallel, each
 * with a time limit, so a slow push service never holds the others back. Never throws.
 */
export class AlertNotifier {
  constructor(private readonly options: AlertNotifierOptions) {}

  async handle(changes: AlertChange[]): Promise<void> {
    try {
      await this.deliver(changes.filter((change): change is Notifiable => change.kind !== 'repeated'));
    } catch (error) {
      this.options.log.error({ err: error }, 'alert notifications failed');
    }
  }

  private async deliver(changes: Notifiable[]): Promise<void> {
    if (changes.length === 0) return;
    const { db, push, now } = this.options;
    const at = now();
    const pushes: PushJob[] = [];
    const mails: Promise<void>[] = [];
    const audiences = new Map<string, Promise<{ recipients: Recipient[]; utcOffsetMinutes: number }>>();
    for (const change of changes) {
      const key = `${change.accountId}/${change.alert.settlementId}`;
      if (!audiences.has(key)) audiences.set(key, this.audience(change));
      const { recipients, utcOffsetMinutes } = await audiences.get(key)!;
      for (const recipient of recipients) {
        const preferences = readPreferences(recipient.preferences);
        const quiet = inQuietHours(preferences.quietHours, at, utcOffsetMinutes);
        const language = languageOf(recipient.language);
        if (
          push &&
          recipient.alertPushNotifications &&
          !quiet &&
          preferences.channels.push.includes(change.alert.type)
        ) {
          pushes.push({ userId: recipient.id, language, change, utcOffsetMinutes });
        }
        if (change.kind === 'opened' && preferences.channels.email.includes(change.alert.type)) {
          const mail =
            preferences.emailMode === 'digest' || quiet
              ? this.options.notifications.addToDigest(recipient.id, change.alert)
              : this.mail(recipient, language, change);
          // Handled at once: a mail failing while the pushes are prepared is no unhandled rejection.
          mails.push(mail.catch((error) => this.mailFailed(error)));
        }
      }
    }
    const subscriptions = await notificationsRepository.subscriptionsOf(db, [
      ...new Set(pushes.map((job) => job.userId)),
    ]);
    const sends = pushes.flatMap((job) =>
      subscriptions.filter((s) => s.userId === job.userId).map((s) => this.sendPush(s, job)),
    );
    await Promise.all([...sends, ...mails]);
  }

  private async audience(change: Notifiable) {
    const { db } = this.options;
    const [recipients, utcOffsetMinutes] = await Promise.all([
      notificationsRepository.recipients(db, change.accountId, change.alert.settlementId),
      notificationsRepository.settlementOffset(db, change.alert.settlementId),
    ]);
    return { recipients, utcOffsetMinutes };
  }

  private mail(recipient: Recipient, language: Language, { alert }: Notifiable): Promise<void> {
    const link = this.options.notifications.alertLink(alert._id);
    return this.options.mailer.send({
      to: recipient.email,
      ...alertMailTexts(language, [{ alert, link }], false),
    });
  }

  private mailFailed(error: unknown): void {
    this.options.log.error({ err: error }, 'an alert mail could not be sent');
  }

  private async sendPush(subscription: StoredSubscription, job: PushJob): Promise<void> {
    const { push, db, log, pushTimeoutMs = PUSH_TIMEOUT_MS } = this.options;
    const { alert, kind } = job.change;
    const payload = JSON.stringify({
      ...pushTexts(job.language, alert, kind, job.utcOffsetMinutes),
      url: alertPath(alert._id),
      tag: `alert-${alert._id}`,
    });
    const options: PushOptions = {
      TTL: kind === 'opened' ? OPENED_TTL_SECONDS : RESOLVED_TTL_SECONDS,
      urgency: kind === 'opened' ? URGENCY[alert.severity] : 'low',
      topic: pushTopic(alert._id),
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), pushTimeoutMs);
    });
    const outcome = await Promise.race([push!.send(subscription, payload, options), timeout]);
    clearTimeout(timer);
    const endpoint = new URL(subscription.endpoint).origin;
    if (outcome === 'timeout') {
      log.warn({ endpoint }, 'a push service did not answer in time');
    } else if (outcome.status === 'gone') {
      await notificationsRepository.deleteSubscription(db, subscription.endpoint);
    } else if (outcome.status === 'failed') {
      log.warn({ endpoint, err: outcome.error }, 'a push could not be sent; its subscription is kept');
    }
  }
}
