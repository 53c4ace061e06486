import type { Language } from '@tropero/shared/constants';
import type { MailMessage } from './mailer';

const PASSWORD_RESET: Record<Language, (link: string, hours: number) => Omit<MailMessage, 'to'>> = {
  es_AR: (link, hours) => ({
    subject: 'Tropero: recuperar tu contraseña',
    text: `Pediste recuperar tu contraseña de Tropero.\n\nEntrá a este enlace para elegir una nueva (vale por ${hours} h y una sola vez):\n${link}\n\nSi no lo pediste, ignorá este correo: tu contraseña no cambia.`,
  }),
  en_US: (link, hours) => ({
    subject: 'Tropero: reset your password',
    text: `You asked to reset your Tropero password.\n\nOpen this link to choose a new one (valid for ${hours} h, once):\n${link}\n\nIf you did not ask for it, ignore this email: your password stays the same.`,
  }),
  pt_BR: (link, hours) => ({
    subject: 'Tropero: recuperar sua senha',
    text: `Você pediu para recuperar sua senha do Tropero.\n\nAbra este link para escolher uma nova (vale por ${hours} h e uma única vez):\n${link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.`,
  }),
};

export function passwordResetMail(language: Language, to: string, link: string, hours: number): MailMessage {
  return { to, ...PASSWORD_RESET[language](link, hours) };
}

const SETTLEMENT_INVITE: Record<
  Language,
  (inviter: string, settlement: string, link: string) => Omit<MailMessage, 'to'>
> = {
  es_AR: (inviter, settlement, link) => ({
    subject: `Tropero: ${inviter} te compartió el establecimiento ${settlement}`,
    text: `${inviter} te invitó a ver el establecimiento "${settlement}" en Tropero.\n\nPara aceptar, entrá a:\n${link}\n\nSi todavía no tenés usuario, registrate desde ese enlace con este mismo correo.`,
  }),
  en_US: (inviter, settlement, link) => ({
    subject: `Tropero: ${inviter} shared the settlement ${settlement} with you`,
    text: `${inviter} invited you to the settlement "${settlement}" on Tropero.\n\nTo accept, open:\n${link}\n\nIf you have no user yet, sign up from that link with this same email address.`,
  }),
  pt_BR: (inviter, settlement, link) => ({
    subject: `Tropero: ${inviter} compartilhou o estabelecimento ${settlement} com você`,
    text: `${inviter} convidou você para o estabelecimento "${settlement}" no Tropero.\n\nPara aceitar, abra:\n${link}\n\nSe ainda não tem usuário, cadastre-se por esse link com este mesmo e-mail.`,
  }),
};

export function settlementInviteMail(
  language: Language,
  to: string,
  invite: { inviter: string; settlement: string; link: string },
): MailMessage {
  return { to, ...SETTLEMENT_INVITE[language](invite.inviter, invite.settlement, invite.link) };
}

/** What an invited role lets the invitee do, as the mail says it. */
const ROLE_WORDS: Record<Language, Record<'admin' | 'invite', string>> = {
  es_AR: { admin: 'administrarla', invite: 'ver sus datos' },
  en_US: { admin: 'manage it', invite: 'look at its data' },
  pt_BR: { admin: 'administrá-la', invite: 'ver seus dados' },
};

const ACCOUNT_INVITE: Record<
  Language,
  (inviter: string, account: string, role: string, link: string) => Omit<MailMessage, 'to'>
> = {
  es_AR: (inviter, account, role, link) => ({
    subject: `Tropero: ${inviter} te invita a la cuenta ${account}`,
    text: `${inviter} te invitó a sumarte a la cuenta "${account}" en Tropero para ${role}.\n\nNada cambia en tus cuentas hasta que aceptes. Para aceptar o rechazar, entrá a:\n${link}\n\nTambién podés responder desde Tropero, al ingresar. Si no conocés a quien te invita, rechazala.`,
  }),
  en_US: (inviter, account, role, link) => ({
    subject: `Tropero: ${inviter} invites you to the account ${account}`,
    text: `${inviter} invited you to join the account "${account}" on Tropero to ${role}.\n\nNothing changes in your accounts until you accept. To accept or decline, open:\n${link}\n\nYou can also answer in Tropero once you log in. If you do not know who invited you, decline it.`,
  }),
  pt_BR: (inviter, account, role, link) => ({
    subject: `Tropero: ${inviter} convida você para a conta ${account}`,
    text: `${inviter} convidou você para participar da conta "${account}" no Tropero para ${role}.\n\nNada muda nas suas contas até você aceitar. Para aceitar ou recusar, abra:\n${link}\n\nVocê também pode responder no Tropero ao entrar. Se não conhece quem convidou, recuse.`,
  }),
};

export function accountInviteMail(
  language: Language,
  to: string,
  invite: { inviter: string; account: string; role: 'admin' | 'invite'; link: string },
): MailMessage {
  const role = ROLE_WORDS[language][invite.role];
  return { to, ...ACCOUNT_INVITE[language](invite.inviter, invite.account, role, invite.link) };
}

const ACCOUNT_INVITE_SIGN_UP: Record<
  Language,
  (inviter: string, account: string, role: string, link: string) => Omit<MailMessage, 'to'>
> = {
  es_AR: (inviter, account, role, link) => ({
    subject: `Tropero: ${inviter} te invita a la cuenta ${account}`,
    text: `${inviter} te invitó a sumarte a la cuenta "${account}" en Tropero para ${role}.\n\nPara responder, creá tu usuario con este email y confirmalo:\n${link}\n\nLa invitación te espera al ingresar. Si no conocés a quien te invita, ignorá este correo.`,
  }),
  en_US: (inviter, account, role, link) => ({
    subject: `Tropero: ${inviter} invites you to the account ${account}`,
    text: `${inviter} invited you to join the account "${account}" on Tropero to ${role}.\n\nTo answer, sign up with this email and confirm it:\n${link}\n\nThe invitation waits for you once you log in. If you do not know who invited you, ignore this email.`,
  }),
  pt_BR: (inviter, account, role, link) => ({
    subject: `Tropero: ${inviter} convida você para a conta ${account}`,
    text: `${inviter} convidou você para participar da conta "${account}" no Tropero para ${role}.\n\nPara responder, cadastre-se com este e-mail e confirme-o:\n${link}\n\nO convite espera por você ao entrar. Se não conhece quem convidou, ignore este e-mail.`,
  }),
};

/** An account invitation to an address nobody has registered: the link leads to sign-up. */
export function accountInviteSignUpMail(
  language: Language,
  to: string,
  invite: { inviter: string; account: string; role: 'admin' | 'invite'; link: string },
): MailMessage {
  const role = ROLE_WORDS[language][invite.role];
  return { to, ...ACCOUNT_INVITE_SIGN_UP[language](invite.inviter, invite.account, role, invite.link) };
}

const EMAIL_VERIFICATION: Record<Language, (link: string, hours: number) => Omit<MailMessage, 'to'>> = {
  es_AR: (link, hours) => ({
    subject: 'Tropero: confirmá tu email',
    text: `Te registraste en Tropero con este email.\n\nPara confirmarlo, entrá a este enlace (vale por ${hours} h y una sola vez):\n${link}\n\nSi no fuiste vos, ignorá este correo.`,
  }),
  en_US: (link, hours) => ({
    subject: 'Tropero: confirm your email',
    text: `You signed up for Tropero with this email address.\n\nTo confirm it, open this link (valid for ${hours} h, once):\n${link}\n\nIf it was not you, ignore this email.`,
  }),
  pt_BR: (link, hours) => ({
    subject: 'Tropero: confirme seu e-mail',
    text: `Você se cadastrou no Tropero com este e-mail.\n\nPara confirmá-lo, abra este link (vale por ${hours} h e uma única vez):\n${link}\n\nSe não foi você, ignore este e-mail.`,
  }),
};

export function emailVerificationMail(
  language: Language,
  to: string,
  link: string,
  hours: number,
): MailMessage {
  return { to, ...EMAIL_VERIFICATION[language](link, hours) };
}

const SIGN_UP_ATTEMPT: Record<Language, (login: string, recovery: string) => Omit<MailMessage, 'to'>> = {
  es_AR: (login, recovery) => ({
    subject: 'Tropero: alguien intentó registrarse con tu email',
    text: `Alguien intentó crear un usuario de Tropero con tu email, que ya está registrado. No se creó nada y tu cuenta no cambió.\n\nSi fuiste vos, ingresá en:\n${login}\n\nSi no recordás tu contraseña, pedí una nueva en:\n${recovery}\n\nSi no fuiste vos, ignorá este correo.`,
  }),
  en_US: (login, recovery) => ({
    subject: 'Tropero: someone tried to sign up with your email',
    text: `Someone tried to create a Tropero user with your email address, which is already registered. Nothing was created and your account did not change.\n\nIf it was you, log in at:\n${login}\n\nIf you do not remember your password, ask for a new one at:\n${recovery}\n\nIf it was not you, ignore this email.`,
  }),
  pt_BR: (login, recovery) => ({
    subject: 'Tropero: alguém tentou se cadastrar com seu e-mail',
    text: `Alguém tentou criar um usuário do Tropero com o seu e-mail, que já está cadastrado. Nada foi criado e sua conta não mudou.\n\nSe foi você, entre em:\n${login}\n\nSe não lembra sua senha, peça uma nova em:\n${recovery}\n\nSe não foi você, ignore este e-mail.`,
  }),
};

export function signUpAttemptMail(
  language: Language,
  to: string,
  links: { login: string; recovery: string },
): MailMessage {
  return { to, ...SIGN_UP_ATTEMPT[language](links.login, links.recovery) };
}
