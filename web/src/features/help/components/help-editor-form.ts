import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tropero/shared/constants';
import {
  helpEntryBodySchema,
  type HelpEntry,
  type HelpEntryBody,
  type HelpTranslation,
} from '@tropero/shared/contracts/help';
import type { HelpContext, HelpKind } from '@tropero/shared/help';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The editor's values: every language's title and text, empty where not written. */
export interface HelpFormValues {
  kind: HelpKind;
  contexts: HelpContext[];
  published: boolean;
  order: number;
  images: { id: string; alt: string }[];
  translations: Record<Language, HelpTranslation>;
}

export const helpFormValues = (entry: HelpEntry | undefined, kind: HelpKind): HelpFormValues => ({
  kind: entry?.kind ?? kind,
  contexts: entry?.contexts ?? [],
  published: entry?.published ?? true,
  order: entry?.order ?? 0,
  images: entry?.images ?? [],
  translations: Object.fromEntries(
    LANGUAGES.map((language) => [language, entry?.translations[language] ?? { title: '', body: '' }]),
  ) as HelpFormValues['translations'],
});

/** The body sent: es-AR always (the fallback), the other languages when something is written in them. */
export function toHelpBody(values: HelpFormValues): HelpEntryBody {
  const translations = Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const text = values.translations[language];
      const written = language === DEFAULT_LANGUAGE || text.title.trim() !== '' || text.body.trim() !== '';
      return written ? [[language, text]] : [];
    }),
  ) as HelpEntryBody['translations'];
  return { ...values, order: Number(values.order), translations };
}

/**
 * The shared schema checks the body the editor would send; its messages (i18n keys) land on the
 * nested field they name. The form keeps its own values (every language, empty ones too).
 */
export const helpResolver: Resolver<HelpFormValues> = async (values) => {
  const result = helpEntryBodySchema.safeParse(toHelpBody(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    let node = errors;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1) ?? 'root'] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<HelpFormValues> };
};
