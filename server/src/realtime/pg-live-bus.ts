import type { NotificationsLog, PgNotifications } from '../db/pg-notifications';
import { LocalLiveBus, type LiveBus, type LiveChannel } from './live-bus';
import { LIVE_CHANNELS } from './live-channels';

/**
 * The live bus of servers sharing one PostgreSQL (docs/architecture.md "Several servers on one PostgreSQL").
 * A process hands its own news to its own streams at once, and sends it to the others through NOTIFY on
 * the channel's one PostgreSQL channel; what arrives is handed on to the streams here that follow its
 * topics. One channel per kind of news rather than one per settlement: PostgreSQL writes every
 * notification to one queue and each listening backend reads all of it either way, and a settlement
 * watched by tabs on every server (the load balancer spreads them) reaches every server either way; one
 * channel needs no LISTEN per opened map.
 */
export class PgLiveBus implements LiveBus {
  private readonly local = new LocalLiveBus();
  private pending = new Map<LiveChannel<unknown>, unknown[]>();
  private sending: Promise<void> | null = null;

  private constructor(
    private readonly notifications: PgNotifications,
    private readonly log: NotificationsLog,
  ) {}

  static async listen(notifications: PgNotifications, log: NotificationsLog): Promise<PgLiveBus> {
    const bus = new PgLiveBus(notifications, log);
    for (const channel of LIVE_CHANNELS)
      await notifications.listen(channel.name, (payload) => bus.heard(channel, payload));
    return bus;
  }

  publish<T>(channel: LiveChannel<T>, events: readonly T[]): void {
    if (events.length === 0) return;
    this.local.publish(channel, events);
    const waiting = this.pending.get(channel);
    if (waiting) waiting.push(...events);
    else this.pending.set(channel, [...events]);
    this.sending ??= this.send();
  }

  subscribe<T>(channel: LiveChannel<T>, topics: readonly string[], listener: (event: T) => void): () => void {
    return this.local.subscribe(channel, topics, listener);
  }

  /** Sends what is waiting, then stops handing on. */
  async close(): Promise<void> {
    while (this.sending) await this.sending;
    await this.local.close();
  }

  /**
   * Sends what waits, one statement per channel; what is published meanwhile goes in the next ones, so
   * that under load many commits share one NOTIFY transaction and a settlement's updates share payloads.
   */
  private async send(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = this.pending;
      this.pending = new Map();
      for (const [channel, events] of batch) {
        try {
          const payloads = channel.payloads.encode(events, this.notifications.payloadBytes);
          await this.notifications.notify(channel.name, payloads);
        } catch (error) {
          // Live events are news: the other servers' tabs catch up with the next ones, or on reopening.
          this.log.warn(`${channel.name} events not sent to the other servers (${(error as Error).message})`);
        }
      }
    }
    this.sending = null;
  }

  private heard<T>(channel: LiveChannel<T>, payload: string): void {
    const topics = channel.payloads.topicsOf?.(payload);
    if (topics && !topics.some((topic) => this.local.watches(channel, topic))) return;
    try {
      this.local.publish(channel, channel.payloads.decode(payload));
    } catch (error) {
      this.log.warn(`a ${channel.name} notification could not be read (${(error as Error).message})`);
    }
  }
}
