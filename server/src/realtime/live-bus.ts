import { EventEmitter } from 'node:events';
import type { z } from 'zod';

/** How a channel's events travel between servers as notification payloads. */
export interface LivePayloads<T> {
  /** Events as payloads of at most `maxBytes` each. */
  encode(events: readonly T[], maxBytes: number): string[];
  /** The events of a payload; throws on one that `encode` did not write. */
  decode(payload: string): T[];
  /** The topics of a payload read without decoding it: a server that follows none drops it unparsed. */
  topicsOf?(payload: string): string[];
}

/**
 * A kind of live news (`live-channels.ts`): its name (the NOTIFY channel between servers), the topics an
 * event reaches (a stream follows topics: a settlement, an account, the support inbox) and its payloads.
 */
export interface LiveChannel<T> {
  readonly name: string;
  topics(event: T): readonly string[];
  readonly payloads: LivePayloads<T>;
}

/** Payloads of small events: one JSON event each, checked against its schema on arrival. */
export const jsonPayloads = <T>(schema: z.ZodType<T>): LivePayloads<T> => ({
  encode: (events) => events.map((event) => JSON.stringify(event)),
  decode: (payload) => [schema.parse(JSON.parse(payload))],
});

/**
 * Fan-out of live news to the streams that follow it (docs/architecture.md "From collar to map"):
 * services publish committed changes on a channel, the live routes subscribe their streams to topics.
 */
export interface LiveBus {
  publish<T>(channel: LiveChannel<T>, events: readonly T[]): void;
  subscribe<T>(channel: LiveChannel<T>, topics: readonly string[], listener: (event: T) => void): () => void;
  close(): Promise<void>;
}

const keyOf = (channel: LiveChannel<unknown>, topic: string) => `${channel.name} ${topic}`;

/** The bus of one process: enough on SQLite, where one server holds the database. */
export class LocalLiveBus implements LiveBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  /** An event reaches the streams of each of its topics. */
  publish<T>(channel: LiveChannel<T>, events: readonly T[]): void {
    for (const event of events)
      for (const topic of channel.topics(event)) this.emitter.emit(keyOf(channel, topic), event);
  }

  subscribe<T>(channel: LiveChannel<T>, topics: readonly string[], listener: (event: T) => void): () => void {
    const keys = topics.map((topic) => keyOf(channel, topic));
    for (const key of keys) this.emitter.on(key, listener);
    return () => keys.forEach((key) => this.emitter.off(key, listener));
  }

  /** Whether a stream of this process follows the topic. */
  watches(channel: LiveChannel<unknown>, topic: string): boolean {
    return this.emitter.listenerCount(keyOf(channel, topic)) > 0;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
