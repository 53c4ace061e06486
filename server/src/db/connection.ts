import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { TransactionalSqliteDialect } from './transactional-sqlite';
import { checkpointInWorker } from './wal-checkpointer';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /**
   * PostgreSQL only: a client of its own, outside the pool, for the process's one LISTEN connection.
   * Kept alive, named in pg_stat_activity, and its queries time out, so a dead link shows.
   */
  listenClient?: () => pg.Client;
  /** PostgreSQL only: the pool's connections now, for the metrics. */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface PostgresOptions {
  /**
   * PostgreSQL cancels a statement running longer (0: never). The app's pool has it, so that one
   * heavy request cannot hold a connection for ever; start-up (migrations, seeding) opens its own.
   */
  statementTimeoutMs?: number;
}

/** How long a query waits for a connection when PostgreSQL does not answer (a link down, a restart). */
const CONNECT_TIMEOUT_MS = 5_000;

/** How the LISTEN connection is named in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'tropero-listen';

// BIGINT (int8) holds epoch milliseconds, well inside Number's exact range.
pg.types.setTypeParser(20, Number);

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Without it a query would wait for ever on a server that accepts no connection.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle connection lost (PostgreSQL restarted, the link dropped) leaves the pool; the next query
  // opens another. Unheard, the pool's error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was lost (${error.message})`));
  // The pool listens to a client only while it is idle: one lost while checked out between two
  // queries (inside a transaction) would emit an unheard 'error' and end the process. Its query
  // fails by itself, and the pool drops the client when it comes back unusable.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listenClient: () =>
      new pg.Client({
        connectionString,
        application_name: LISTEN_APPLICATION_NAME,
        keepAlive: true,
        query_timeout: 10_000,
      }),
  };
}

const STATEMENT_CACHE = 1000;

/**
 * better-sqlite3 with its prepared statements kept by SQL text: Kysely prepares every query anew,
 * and preparing costs as much as running a small one (ingestion runs the same few statements
 * thousands of times a second).
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** An SQLite file (WAL, checkpointed by a worker thread, foreign keys on), or ':memory:'. */
export function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  if (file === ':memory:') return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  const stopCheckpoints = checkpointInWorker(sqlite, file);
  return {
    db,
    dialect: 'sqlite',
    destroy: async () => {
      await stopCheckpoints();
      await db.destroy();
    },
  };
}
