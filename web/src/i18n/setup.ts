import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@tropero/shared/constants';
import esAR from './locales/es-AR.json';
import { preferredLanguage, storePreferredLanguage, toLocale } from './languages';

/** es-AR ships with the app (it is the fallback); the other locales load when first chosen. */
const lazyLocales: Record<string, () => Promise<{ default: object }>> = {
  'en-US': () => import('./locales/en-US.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
};

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(locale, _namespace, callback) {
    const load = lazyLocales[locale];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
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
      interpolation: { escapeValue: false },
    });
}

/** Switches the interface language and remembers it in the user preferences. */
export async function changeLanguage(language: Language): Promise<void> {
  storePreferredLanguage(language);
  await i18n.changeLanguage(toLocale(language));
}

export { i18n };
