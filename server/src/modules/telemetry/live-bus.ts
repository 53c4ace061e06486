import { EventEmitter } from 'node:events';
import type { LiveUpdate } from '@tropero/shared/contracts/live';

/** In-process fan-out of committed readings to live connections, by settlement. */
export class LiveBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(settlementId: string, updates: LiveUpdate[]): void {
    if (updates.length > 0) this.emitter.emit(settlementId, updates);
  }

  subscribe(settlementId: string, listener: (updates: LiveUpdate[]) => void): () => void {
    this.emitter.on(settlementId, listener);
    return () => this.emitter.off(settlementId, listener);
  }
}
