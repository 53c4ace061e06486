import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tropero/shared/constants';
import type { MailMessage } from '../../providers/mail/mailer';

type Move = { identifier: string; from: string; to: string };

const TEXTS: Record<Language, (move: Move) => Omit<MailMessage, 'to'>> = {
  es_AR: ({ identifier, from, to }) => ({
    subject: `Tropero: el dispositivo ${identifier} pasó a otra cuenta`,
    text: `El equipo de Tropero pasó el dispositivo ${identifier} de la cuenta "${from}" a la cuenta "${to}".\n\nSi no lo esperabas, escribinos desde "Contactar soporte".`,
  }),
  en_US: ({ identifier, from, to }) => ({
    subject: `Tropero: device ${identifier} moved to another account`,
    text: `The Tropero team moved device ${identifier} from the account "${from}" to the account "${to}".\n\nIf you did not expect it, write to us from "Contact support".`,
  }),
  pt_BR: ({ identifier, from, to }) => ({
    subject: `Tropero: o dispositivo ${identifier} passou para outra conta`,
    text: `A equipe do Tropero passou o dispositivo ${identifier} da conta "${from}" para a conta "${to}".\n\nSe você não esperava, escreva-nos em "Contatar suporte".`,
  }),
};

/** Tells an account's owner that a superadmin moved one of his devices, or moved one into his account. */
export function deviceMoveMail(language: string | null, to: string, move: Move): MailMessage {
  const lang = (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : DEFAULT_LANGUAGE;
  return { to, ...TEXTS[lang](move) };
}
