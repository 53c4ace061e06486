import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/executor';
import { newObjectId } from '../../db/object-id';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Which adapter sends: real SMTP, or the offline outbox. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Sends through an SMTP server (SMTP_URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP: keeps every mail in the outbox table and prints it to the log, so a fresh install still works. */
export function outboxMailer(db: Executor, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insertInto('outbox')
        .values({
          id: newObjectId(),
          to_address: message.to,
          subject: message.subject,
          body_text: message.text,
          created_at: nowIso(),
        })
        .execute();
      log.info(
        { mail: message },
        `mail to ${message.to} kept in the outbox (no SMTP_URL): ${message.subject}`,
      );
    },
  };
}
