import { spawn, type ChildProcess } from 'node:child_process';

/** Raised when the PostgreSQL client tools are not on the PATH. */
export class PgToolMissing extends Error {
  constructor(tool: string) {
    super(
      `${tool} was not found: install the PostgreSQL client tools (e.g. apt-get install postgresql-client) of the server's major version or newer`,
    );
  }
}

/**
 * The connection URL without its password, and the password in PGPASSWORD: a password on the
 * command line would show in the host's process list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Starts pg_dump or pg_restore on the database of `url`; its stderr is kept for the error. */
export function spawnPgTool(
  tool: 'pg_dump' | 'pg_restore',
  url: string | null,
  args: string[],
): { child: ChildProcess; done: Promise<void> } {
  const target = url === null ? null : connection(url);
  const child = spawn(tool, target ? [`--dbname=${target.dbname}`, ...args] : args, {
    env: target?.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 4000) stderr += chunk;
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new PgToolMissing(tool) : error),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
  // Handled where it is awaited; until then a failure (the tool missing) must not count as unhandled.
  done.catch(() => {});
  return { child, done };
}
