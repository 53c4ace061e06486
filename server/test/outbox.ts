import type { TestContext } from './app';

/** The mails the outbox kept for an address, oldest first. */
export function mailsTo(ctx: TestContext, email: string) {
  return ctx.database.db
    .selectFrom('outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The newest mail to an address; fails the test when there is none. */
export async function lastMailTo(ctx: TestContext, email: string) {
  const mail = (await mailsTo(ctx, email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The first link a mail's text carries. */
export const linkIn = (text: string): URL => new URL(text.match(/http\S+/)![0]);
