import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { DB } from './schema';

export interface NotificationsLog {
  info(message: string): void;
  warn(message: string): void;
}

type Listener = (payload: string) => void;

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (in its default build). */
const PAYLOAD_LIMIT_BYTES = 7999;
const PING_MS = 30_000;
const RETRY_FIRST_MS = 500;
const RETRY_LAST_MS = 10_000;
const CHANNEL_NAME = /^[a-z_]+$/;

/**
 * The process's one LISTEN connection (docs/architecture.md "Several servers on one PostgreSQL"): servers
 * sharing one PostgreSQL tell each other what changed, by channel. Every payload carries its sender, and a
 * process never hears its own. The connection is pinged; when it is lost it is opened again, listening to the
 * same channels, and what was sent meanwhile is missed: listeners take a notification as news, never as the
 * record.
 */
export class PgNotifications {
  /** Room left in one payload once the sender is written in. */
  readonly payloadBytes: number;
  private readonly origin = randomBytes(6).toString('hex');
  private readonly listeners = new Map<string, Listener>();
  private client: pg.Client | null = null;
  private ping: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = RETRY_FIRST_MS;
  private closed = false;

  private constructor(
    private readonly db: Kysely<DB>,
    private readonly newClient: () => pg.Client,
    private readonly log: NotificationsLog,
  ) {
    this.payloadBytes = PAYLOAD_LIMIT_BYTES - this.origin.length - 1;
  }

  /** Opens the LISTEN connection; throws when PostgreSQL cannot be reached at start. */
  static async open(db: Kysely<DB>, newClient: () => pg.Client, log: NotificationsLog) {
    const notifications = new PgNotifications(db, newClient, log);
    await notifications.connect();
    return notifications;
  }

  /** Hears a channel's payloads sent by the other processes (one listener per channel). */
  async listen(channel: string, listener: Listener): Promise<void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name: ${channel}`);
    this.listeners.set(channel, listener);
    await this.client?.query(`LISTEN ${channel}`);
  }

  /** Sends payloads to a channel in one statement (one transaction: they arrive together, in order). */
  async notify(channel: string, payloads: string[]): Promise<void> {
    if (payloads.length === 0) return;
    const sent = payloads.map((payload) => `${this.origin} ${payload}`);
    await sql`select pg_notify(${channel}, payload) from unnest(${sent}::text[]) as payload`.execute(this.db);
  }

  /**
   * News without content, such as "devices changed": the returned function runs `action` here at once
   * and on every other process.
   */
  async shared(channel: string, action: () => void): Promise<() => void> {
    await this.listen(channel, action);
    return () => {
      action();
      this.notify(channel, ['']).catch((error: Error) =>
        this.log.warn(`${channel} not sent to the other servers (${error.message})`),
      );
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = this.newClient();
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', ({ channel, payload = '' }) => {
      const space = payload.indexOf(' ');
      if (space < 0 || payload.slice(0, space) === this.origin) return;
      this.listeners.get(channel)?.(payload.slice(space + 1));
    });
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = RETRY_FIRST_MS;
    this.ping = setInterval(() => {
      client.query('select 1').catch((error: Error) => this.lost(client, error));
    }, PING_MS);
    this.ping.unref();
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    clearInterval(this.ping);
    client.end().catch(() => undefined);
    this.log.warn(`PostgreSQL notifications: connection lost (${error?.message ?? 'closed'}), reconnecting`);
    this.reconnectLater();
  }

  private reconnectLater(): void {
    this.retry = setTimeout(() => {
      this.connect().then(
        () => this.closed || this.log.info('PostgreSQL notifications: listening again'),
        (error: Error) => {
          this.log.warn(`PostgreSQL notifications: reconnecting failed (${error.message})`);
          this.retryMs = Math.min(this.retryMs * 2, RETRY_LAST_MS);
          this.reconnectLater();
        },
      );
    }, this.retryMs);
    this.retry.unref();
  }
}
