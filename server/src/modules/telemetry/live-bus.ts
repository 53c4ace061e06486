import { EventEmitter } from 'node:events';
import type { LiveUpdate } from '@tropero/shared/contracts/live';
import type { LiveAlert } from '@tropero/shared/contracts/alerts';

/** An alert event and the account it belongs to. */
export interface AccountAlert {
  accountId: string;
  alert: LiveAlert;
}

/** What an alert stream follows: whole accounts, and settlements shared with its user. */
export interface AlertReach {
  accountIds: readonly string[];
  settlementIds: readonly string[];
}

/** Fan-out of committed readings to live connections, by settlement; and of alert changes. */
export interface LiveBus {
  publish(settlementId: string, updates: LiveUpdate[]): void;
  subscribe(settlementId: string, listener: (updates: LiveUpdate[]) => void): () => void;
  publishAlerts(alerts: readonly AccountAlert[]): void;
  subscribeAlerts(reach: AlertReach, listener: (alert: LiveAlert) => void): () => void;
  close(): Promise<void>;
}

const accountKey = (id: string) => `alerts:account:${id}`;
const settlementKey = (id: string) => `alerts:settlement:${id}`;

/** The bus of one process: enough on SQLite, where one server holds the database. */
export class LocalLiveBus implements LiveBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(settlementId: string, updates: LiveUpdate[]): void {
    if (updates.length > 0) this.emitter.emit(settlementId, updates);
  }

  subscribe(settlementId: string, listener: (updates: LiveUpdate[]) => void): () => void {
    this.emitter.on(settlementId, listener);
    return () => this.emitter.off(settlementId, listener);
  }

  /** An alert reaches the streams of its account and those of its settlement. */
  publishAlerts(alerts: readonly AccountAlert[]): void {
    for (const { accountId, alert } of alerts) {
      this.emitter.emit(accountKey(accountId), alert);
      this.emitter.emit(settlementKey(alert.settlementId), alert);
    }
  }

  subscribeAlerts(reach: AlertReach, listener: (alert: LiveAlert) => void): () => void {
    const keys = [...reach.accountIds.map(accountKey), ...reach.settlementIds.map(settlementKey)];
    for (const key of keys) this.emitter.on(key, listener);
    return () => keys.forEach((key) => this.emitter.off(key, listener));
  }

  /** Whether a connection of this process follows the alerts of the account or of the settlement. */
  watchesAlerts({ accountId, alert }: AccountAlert): boolean {
    return (
      this.emitter.listenerCount(accountKey(accountId)) > 0 ||
      this.emitter.listenerCount(settlementKey(alert.settlementId)) > 0
    );
  }

  /** Whether a connection of this process follows the settlement. */
  watches(settlementId: string): boolean {
    return this.emitter.listenerCount(settlementId) > 0;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
