import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@tropero/shared/constants';
import esAR from './locales/es-AR.json';
import { preferredLanguage, storePreferredLanguage, toLocale } from './languages';

type LocaleLoader = () => Promise<{ default: object }>;

/** es-AR ships with the app (it is the fallback); the other locales load when first chosen. */
const coreLocales: Record<string, LocaleLoader> = {
  'en-US': () => import('./locales/en-US.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
};

/**
 * Domain namespaces (`locales/<domain>/<locale>.json`) hold the texts of one domain's pages and load
 * with them, so that each domain's texts do not weigh on the first screen (/login).
 */
const domainLocales = import.meta.glob<{ default: object }>('./locales/*/*.json');
export const DOMAIN_NAMESPACES = [
  'farm',
  'herd',
  'telemetry',
  'history',
  'weather',
  'forage',
  'news',
  'alerts',
  'green-index',
  'support',
  'help',
  'reports',
  'accounts',
  'console',
  'device-factory',
] as const;
export type DomainNamespace = (typeof DOMAIN_NAMESPACES)[number];

/**
 * Texts the server sends too (packages/shared/locales): alert type names and whose threshold a heat
 * alert crossed are read from the same catalogue as push and mail, added to the `alerts` namespace.
 */
const sharedLocales: Record<string, LocaleLoader> = {
  'alerts/es-AR': () => import('@tropero/shared/locales/es-AR/alerts.json'),
  'alerts/en-US': () => import('@tropero/shared/locales/en-US/alerts.json'),
  'alerts/pt-BR': () => import('@tropero/shared/locales/pt-BR/alerts.json'),
};

type Texts = { [key: string]: string | Texts };

/** `from`'s texts added into `into`, branch by branch (both hold `alerts.…`). */
const mergeTexts = (into: Texts, from: Texts): Texts =>
  Object.fromEntries(
    [...new Set([...Object.keys(into), ...Object.keys(from)])].map((key) => {
      const [mine, theirs] = [into[key], from[key]];
      return [
        key,
        typeof mine === 'object' && typeof theirs === 'object' ? mergeTexts(mine, theirs) : (theirs ?? mine!),
      ];
    }),
  );

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(locale, namespace, callback) {
    const load =
      namespace === 'translation'
        ? coreLocales[locale]
        : domainLocales[`./locales/${namespace}/${locale}.json`];
    if (!load) return callback(null, {});
    const shared = sharedLocales[`${namespace}/${locale}`];
    Promise.all([load(), shared?.()]).then(
      ([own, server]) =>
        callback(null, server ? mergeTexts(own.default as Texts, server.default as Texts) : own.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const FALLBACK_LOCALE = toLocale(DEFAULT_LANGUAGE);

function setDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
}

export function initI18n(language: Language = preferredLanguage()) {
  i18n.on('languageChanged', setDocumentLanguage);
  return i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: toLocale(language),
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: ['es-AR', 'en-US', 'pt-BR'],
      resources: { [FALLBACK_LOCALE]: { translation: esAR } },
      partialBundledLanguages: true,
      load: 'currentOnly',
      ns: ['translation'],
      // A domain's keys keep their full path (`farm.plots.title`): looked up in its namespace once loaded.
      fallbackNS: [...DOMAIN_NAMESPACES],
      interpolation: { escapeValue: false },
    });
}

/** Loads a domain's texts (current language and fallback); a page waits for them before it shows. */
export function loadDomainTexts(namespace: DomainNamespace): Promise<void> {
  return i18n.loadNamespaces(namespace);
}

/** Switches the interface language and remembers it in the user preferences. */
export async function changeLanguage(language: Language): Promise<void> {
  storePreferredLanguage(language);
  await i18n.changeLanguage(toLocale(language));
}

export { i18n };
