import { EventEmitter } from 'node:events';

/** A device's new position or state, pushed to the open maps of its settlement. */
export interface LiveUpdate {
  deviceId: string;
  animalId: string | null;
  ts: number;
  lat: number | null;
  lng: number | null;
  battery: number | null;
}

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
