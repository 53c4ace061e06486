import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * The mails a server without SMTP kept in its outbox (the `outbox` table of its SQLite database), as
 * the person they were sent to would read them. `dataDir`: the test server's data folder.
 */
export function mailsTo(
  email: string,
  dataDir = process.env.E2E_DATA_DIR,
): { subject: string; text: string }[] {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: start the server with support/server.ts');
  const db = new Database(join(dataDir, 'tropero.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select subject, body_text as text from outbox where to_address = ? order by created_at, id')
      .all(email.toLowerCase()) as { subject: string; text: string }[];
  } finally {
    db.close();
  }
}

/** The path and query of the link in the newest mail to an address whose path is `pathname`. */
export function mailedLink(email: string, pathname: string, dataDir?: string): string {
  const links = mailsTo(email, dataDir)
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .map((link) => new URL(link))
    .filter((link) => link.pathname === pathname);
  const link = links.at(-1);
  if (!link) throw new Error(`no mail to ${email} with a link to ${pathname}`);
  return `${link.pathname}${link.search}`;
}
