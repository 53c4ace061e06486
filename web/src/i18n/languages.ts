import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tropero/shared/constants';
import { readJson, storageKeys, writeJson } from '../lib/storage';

/** The API speaks `es_AR`; i18next, Intl and HTML speak BCP 47 `es-AR`. */
export const toLocale = (language: Language): string => language.replace('_', '-');

export const fromLocale = (locale: string): Language =>
  LANGUAGES.find((language) => toLocale(language) === locale) ?? DEFAULT_LANGUAGE;

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

interface UserPreferences {
  language?: Language;
}

/** The language read at start-up from the stored user preferences (spec §1). */
export function preferredLanguage(): Language {
  const preferences = readJson<UserPreferences>(storageKeys.userPreferences, {});
  return isLanguage(preferences.language) ? preferences.language : DEFAULT_LANGUAGE;
}

export function storePreferredLanguage(language: Language): void {
  const preferences = readJson<UserPreferences>(storageKeys.userPreferences, {});
  writeJson(storageKeys.userPreferences, { ...preferences, language });
}
