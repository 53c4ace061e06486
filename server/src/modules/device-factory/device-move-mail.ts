import type { MailMessage } from '../../providers/mail/mailer';
import { languageOf, translate } from '../../i18n/texts';

/** Tells an account's owner that a superadmin moved one of his devices, or moved one into his account. */
export function deviceMoveMail(
  language: string | null,
  to: string,
  move: { identifier: string; from: string; to: string },
): MailMessage {
  const lang = languageOf(language);
  return {
    to,
    subject: translate(lang, 'mail.deviceMove.subject', move),
    text: translate(lang, 'mail.deviceMove.text', move),
  };
}
