import type { LiveUpdate } from '@tropero/shared/contracts/live';
import type { LiveAlert } from '@tropero/shared/contracts/alerts';
import type { NotificationsLog, PgNotifications } from '../../db/pg-notifications';
import { LocalLiveBus, type AccountAlert, type AlertReach, type LiveBus } from './live-bus';
import {
  decodeAccountAlert,
  decodeLiveUpdates,
  encodeAccountAlert,
  encodeLiveUpdates,
  settlementOfPayload,
} from './live-payload';

const CHANNEL = 'tropero_live';
/** Alert changes: few, so each is sent at once in its own statement. */
const ALERT_CHANNEL = 'tropero_alerts';

/**
 * The live bus of servers sharing one PostgreSQL (docs/architecture.md "Several servers on one PostgreSQL").
 * A process hands its own readings to its own connections at once, and sends them to the others through
 * NOTIFY on one channel; what arrives is handed on only when a connection here follows that settlement. One
 * channel rather than one per settlement: PostgreSQL writes every notification to one queue and each
 * listening backend reads all of it either way, and a settlement watched by tabs on every server (the load
 * balancer spreads them) reaches every server either way; one channel needs no LISTEN per opened map.
 */
export class PgLiveBus implements LiveBus {
  private readonly local = new LocalLiveBus();
  private pending = new Map<string, LiveUpdate[]>();
  private sending: Promise<void> | null = null;
  private readonly alertsSending = new Set<Promise<void>>();

  private constructor(
    private readonly notifications: PgNotifications,
    private readonly log: NotificationsLog,
  ) {}

  static async listen(notifications: PgNotifications, log: NotificationsLog): Promise<PgLiveBus> {
    const bus = new PgLiveBus(notifications, log);
    await notifications.listen(CHANNEL, (payload) => bus.heard(payload));
    await notifications.listen(ALERT_CHANNEL, (payload) => bus.heardAlert(payload));
    return bus;
  }

  publish(settlementId: string, updates: LiveUpdate[]): void {
    if (updates.length === 0) return;
    this.local.publish(settlementId, updates);
    const waiting = this.pending.get(settlementId);
    if (waiting) waiting.push(...updates);
    else this.pending.set(settlementId, [...updates]);
    this.sending ??= this.send();
  }

  subscribe(settlementId: string, listener: (updates: LiveUpdate[]) => void): () => void {
    return this.local.subscribe(settlementId, listener);
  }

  publishAlerts(alerts: readonly AccountAlert[]): void {
    if (alerts.length === 0) return;
    this.local.publishAlerts(alerts);
    const sent = this.notifications
      .notify(ALERT_CHANNEL, alerts.map(encodeAccountAlert))
      .catch((error: Error) => this.log.warn(`alert events not sent to the other servers (${error.message})`))
      .finally(() => this.alertsSending.delete(sent));
    this.alertsSending.add(sent);
  }

  subscribeAlerts(reach: AlertReach, listener: (alert: LiveAlert) => void): () => void {
    return this.local.subscribeAlerts(reach, listener);
  }

  /** Sends what is waiting, then stops handing on. */
  async close(): Promise<void> {
    while (this.sending) await this.sending;
    await Promise.all(this.alertsSending);
    await this.local.close();
  }

  /**
   * Sends what waits in one statement; what is published meanwhile goes in the next one, so that
   * under load many commits share one NOTIFY transaction and a settlement's updates share payloads.
   */
  private async send(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = this.pending;
      this.pending = new Map();
      const payloads = [...batch].flatMap(([settlementId, updates]) =>
        encodeLiveUpdates(settlementId, updates, this.notifications.payloadBytes),
      );
      try {
        await this.notifications.notify(CHANNEL, payloads);
      } catch (error) {
        // Live positions are news: the other servers' tabs catch up with the collars' next readings.
        this.log.warn(`live updates not sent to the other servers (${(error as Error).message})`);
      }
    }
    this.sending = null;
  }

  private heardAlert(payload: string): void {
    try {
      const alert = decodeAccountAlert(payload);
      if (this.local.watchesAlerts(alert)) this.local.publishAlerts([alert]);
    } catch (error) {
      this.log.warn(`an alert notification could not be read (${(error as Error).message})`);
    }
  }

  private heard(payload: string): void {
    const settlementId = settlementOfPayload(payload);
    if (!this.local.watches(settlementId)) return;
    try {
      this.local.publish(settlementId, decodeLiveUpdates(payload));
    } catch (error) {
      this.log.warn(`a live notification could not be read (${(error as Error).message})`);
    }
  }
}
