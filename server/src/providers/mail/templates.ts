import type { Language } from '@tropero/shared/constants';
import { translate } from '../../i18n/texts';
import type { MailMessage } from './mailer';

/*
 * The mails the server sends, per user language: the `mail` catalogue (packages/shared/locales), each
 * mail a subject and a text with `{{name}}` values.
 */

type MailKind =
  | 'passwordReset'
  | 'settlementInvite'
  | 'accountInvite'
  | 'accountInviteSignUp'
  | 'emailVerification'
  | 'signUpAttempt';

function mail(
  language: Language,
  to: string,
  kind: MailKind,
  values: Readonly<Record<string, string | number>>,
): MailMessage {
  return {
    to,
    subject: translate(language, `mail.${kind}.subject`, values),
    text: translate(language, `mail.${kind}.text`, values),
  };
}

export function passwordResetMail(language: Language, to: string, link: string, hours: number): MailMessage {
  return mail(language, to, 'passwordReset', { link, hours });
}

export function settlementInviteMail(
  language: Language,
  to: string,
  invite: { inviter: string; settlement: string; link: string },
): MailMessage {
  return mail(language, to, 'settlementInvite', invite);
}

type AccountInvite = { inviter: string; account: string; role: 'admin' | 'invite'; link: string };

/** An invitation's values, its role said as what the invitee may do. */
const inviteValues = (language: Language, invite: AccountInvite) => ({
  ...invite,
  role: translate(language, `mail.inviteRoles.${invite.role}`),
});

export function accountInviteMail(language: Language, to: string, invite: AccountInvite): MailMessage {
  return mail(language, to, 'accountInvite', inviteValues(language, invite));
}

/** An account invitation to an address nobody has registered: the link leads to sign-up. */
export function accountInviteSignUpMail(language: Language, to: string, invite: AccountInvite): MailMessage {
  return mail(language, to, 'accountInviteSignUp', inviteValues(language, invite));
}

export function emailVerificationMail(
  language: Language,
  to: string,
  link: string,
  hours: number,
): MailMessage {
  return mail(language, to, 'emailVerification', { link, hours });
}

export function signUpAttemptMail(
  language: Language,
  to: string,
  links: { login: string; recovery: string },
): MailMessage {
  return mail(language, to, 'signUpAttempt', links);
}
