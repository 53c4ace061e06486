import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tropero/shared/constants';
import esAlerts from '@tropero/shared/locales/es-AR/alerts.json';
import esExports from '@tropero/shared/locales/es-AR/exports.json';
import esMail from '@tropero/shared/locales/es-AR/mail.json';
import esNotifications from '@tropero/shared/locales/es-AR/notifications.json';
import enAlerts from '@tropero/shared/locales/en-US/alerts.json';
import enExports from '@tropero/shared/locales/en-US/exports.json';
import enMail from '@tropero/shared/locales/en-US/mail.json';
import enNotifications from '@tropero/shared/locales/en-US/notifications.json';
import ptAlerts from '@tropero/shared/locales/pt-BR/alerts.json';
import ptExports from '@tropero/shared/locales/pt-BR/exports.json';
import ptMail from '@tropero/shared/locales/pt-BR/mail.json';
import ptNotifications from '@tropero/shared/locales/pt-BR/notifications.json';

/*
 * The texts that leave the server (downloads, mail, push), per user language. They are JSON catalogues
 * in packages/shared/locales, the web's format: the app reads the alert type names from the same file,
 * and the web's key-completeness test checks them (docs/decisions.md "One set of texts").
 */

type Tree = { readonly [key: string]: string | Tree };

const esAR = { ...esAlerts, ...esExports, ...esMail, ...esNotifications };
const CATALOGUES: Record<Language, Tree> = {
  es_AR: esAR,
  en_US: { ...enAlerts, ...enExports, ...enMail, ...enNotifications },
  pt_BR: { ...ptAlerts, ...ptExports, ...ptMail, ...ptNotifications },
};

/** Every key of a catalogue, `a.b.c`: the fallback's (es-AR), which every language has (the test checks it). */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Keys<typeof esAR>;

const lookUp = (tree: Tree, key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof found === 'string' ? found : undefined;
};

/** A stored language, or the default one for anything unknown (or none). */
export const languageOf = (stored: string | null | undefined): Language =>
  (LANGUAGES as readonly (string | null | undefined)[]).includes(stored)
    ? (stored as Language)
    : DEFAULT_LANGUAGE;

/**
 * The text of `key` in `language` (es-AR when that language lacks it), each `{{name}}` replaced by its
 * value, as i18next does in the web.
 */
export function translate(
  language: Language,
  key: TextKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const text = lookUp(CATALOGUES[language], key) ?? lookUp(CATALOGUES[DEFAULT_LANGUAGE], key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The text of a key that is known only at run time (a stored alert type), or null when none has it. */
export function translateKnown(language: Language, key: string): string | null {
  return lookUp(CATALOGUES[language], key) ?? lookUp(CATALOGUES[DEFAULT_LANGUAGE], key) ?? null;
}
