import { EventEmitter } from 'node:events';
import type { LiveUpdate } from '@tropero/shared/contracts/live';

/** Fan-out of committed readings to live connections, by settlement. */
export interface LiveBus {
  publish(settlementId: string, updates: LiveUpdate[]): void;
  subscribe(settlementId: string, listener: (updates: LiveUpdate[]) => void): () => void;
  close(): Promise<void>;
}

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

  /** Whether a connection of this process follows the settlement. */
  watches(settlementId: string): boolean {
    return this.emitter.listenerCount(settlementId) > 0;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
