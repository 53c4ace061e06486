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
