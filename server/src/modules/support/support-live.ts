import { EventEmitter } from 'node:events';
import { liveSupportEventSchema, type LiveSupportEvent } from '@tropero/shared/contracts/support';
import type { NotificationsLog, PgNotifications } from '../../db/pg-notifications';

const CHANNEL = 'tropero_support';
const INBOX = 'inbox';
const customerKey = (userId: string) => `customer:${userId}`;

/**
 * News of support conversations for the live stream: the inbox hears every conversation, a customer
 * his own. Servers sharing one PostgreSQL tell each other through NOTIFY
 * (docs/architecture.md "Several servers on one PostgreSQL"), as the alert events do; an event names the
 * conversation only, and the page reads it again.
 */
export class SupportLive {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly sending = new Set<Promise<void>>();

  private constructor(
    private readonly notifications: PgNotifications | null,
    private readonly log: NotificationsLog,
  ) {}

  static async open(notifications: PgNotifications | null, log: NotificationsLog): Promise<SupportLive> {
    const live = new SupportLive(notifications, log);
    await notifications?.listen(CHANNEL, (payload) => live.heard(payload));
    return live;
  }

  /** Events of several conversations: to the other servers in one statement. */
  publish(events: LiveSupportEvent[]): void {
    for (const event of events) this.deliver(event);
    if (!this.notifications) return;
    const sent = this.notifications
      .notify(
        CHANNEL,
        events.map((event) => JSON.stringify(event)),
      )
      .catch((error: Error) =>
        this.log.warn(`support events not sent to the other servers (${error.message})`),
      )
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
  }

  /** Every conversation's events (superadmins), or those of the customer's own conversation. */
  subscribe(follow: { inbox: true } | { userId: string }, listener: (event: LiveSupportEvent) => void) {
    const key = 'inbox' in follow ? INBOX : customerKey(follow.userId);
    this.emitter.on(key, listener);
    return () => void this.emitter.off(key, listener);
  }

  async close(): Promise<void> {
    await Promise.all(this.sending);
    this.emitter.removeAllListeners();
  }

  private deliver(event: LiveSupportEvent): void {
    this.emitter.emit(INBOX, event);
    if (event.userId) this.emitter.emit(customerKey(event.userId), event);
  }

  private heard(payload: string): void {
    try {
      this.deliver(liveSupportEventSchema.parse(JSON.parse(payload)));
    } catch (error) {
      this.log.warn(`a support notification could not be read (${(error as Error).message})`);
    }
  }
}
