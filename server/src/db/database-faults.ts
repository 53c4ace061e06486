import type { ErrorCode } from '../errors/app-error';

/** The database errors a client may retry: the answer names them instead of an internal error. */
export type DatabaseFault = Extract<ErrorCode, 'DATABASE_UNAVAILABLE' | 'DATABASE_TIMEOUT' | 'STORAGE_FULL'>;

/**
 * PostgreSQL's codes for a server going away or not taking connections: 57P01–57P03 (shut down by an
 * administrator, a crash, or still starting), 53300 (too many clients), 57P05 (idle session timeout),
 * and the whole class 08 (connection exceptions).
 */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);
/** The socket's own failures when the server restarts or the link drops. */
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * node-postgres says these in words only: a connection lost mid-query, a client used after its
 * connection failed, and the pool's wait for a connection running out.
 */
const PG_LOST = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
];

function faultOf(error: { code?: unknown; message?: unknown }): DatabaseFault | null {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (code === '57014' && /statement timeout/.test(message)) return 'DATABASE_TIMEOUT';
  if (code === 'SQLITE_FULL' || code === '53100') return 'STORAGE_FULL';
  if (PG_UNAVAILABLE.has(code) || code.startsWith('08') || SOCKET_UNAVAILABLE.has(code)) {
    return 'DATABASE_UNAVAILABLE';
  }
  // SQLite's write lock held past the busy timeout (a checkpoint, a long import): a moment's wait.
  if (code === 'SQLITE_BUSY') return 'DATABASE_UNAVAILABLE';
  if (PG_LOST.some((pattern) => pattern.test(message))) return 'DATABASE_UNAVAILABLE';
  return null;
}

/**
 * Whether an error is the database being away, too slow or full, rather than a fault of ours.
 * Looks through `cause` and AggregateError (a connection refused on every address of a host).
 */
export function databaseFault(error: unknown, depth = 0): DatabaseFault | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const fault = faultOf(error as { code?: unknown; message?: unknown });
  if (fault) return fault;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = databaseFault(inner, depth + 1);
      if (found) return found;
    }
  }
  return databaseFault((error as { cause?: unknown }).cause, depth + 1);
}
