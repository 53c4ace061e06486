import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { HELP_CONTEXTS, HELP_KINDS } from '../help';
import { fields } from '../validation';
import { pageOf, pagingFields } from './common';

/*
 * Help (spec §1 Ayuda and Tips de expertos, §2 FAQs, management tips, expert tips): entries a
 * superadmin writes in es-AR (required: every reader falls back to it), en-US and pt-BR. A body is
 * plain text: paragraphs separated by blank lines, shown as written (never as HTML).
 */

export const HELP_MAX_IMAGES = 6;

const translationSchema = z
  .object({
    title: z.string().trim().min(1, 'validation.required').max(160, 'validation.tooLong'),
    body: z.string().trim().min(1, 'validation.required').max(10_000, 'validation.tooLong'),
  })
  .strict();
export type HelpTranslation = z.infer<typeof translationSchema>;

export const helpTranslationsSchema = z
  .object({
    es_AR: translationSchema,
    en_US: translationSchema.optional(),
    pt_BR: translationSchema.optional(),
  })
  .strict();
export type HelpTranslations = z.infer<typeof helpTranslationsSchema>;

export const helpImageRefSchema = z
  .object({
    id: fields.objectId(),
    alt: z.string().trim().max(200, 'validation.tooLong').default(''),
  })
  .strict();
export type HelpImageRef = z.infer<typeof helpImageRefSchema>;

/** POST /help and PUT /help/{id} (superadmin). */
export const helpEntryBodySchema = z
  .object({
    kind: z.enum(HELP_KINDS, 'validation.invalid'),
    contexts: z
      .array(z.enum(HELP_CONTEXTS, 'validation.invalid'))
      .max(HELP_CONTEXTS.length)
      .default([])
      .transform((contexts) => [...new Set(contexts)]),
    translations: helpTranslationsSchema,
    images: z.array(helpImageRefSchema).max(HELP_MAX_IMAGES, 'validation.invalid').default([]),
    order: z
      .number('validation.number')
      .int('validation.number')
      .min(0, 'validation.number')
      .max(10_000, 'validation.number')
      .default(0),
    published: z.boolean().default(false),
  })
  .strict();
export type HelpEntryBody = z.input<typeof helpEntryBodySchema>;
export type ValidHelpEntryBody = z.output<typeof helpEntryBodySchema>;

/** An entry as its superadmin edits it: every language. */
export const helpEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(HELP_KINDS),
  contexts: z.array(z.enum(HELP_CONTEXTS)),
  translations: helpTranslationsSchema,
  images: z.array(z.object({ id: z.string(), alt: z.string() })),
  order: z.number(),
  published: z.boolean(),
  /** Written by the installer as a starting point, not by a superadmin. */
  seeded: z.boolean(),
  updatedAt: z.string(),
});
export type HelpEntry = z.infer<typeof helpEntrySchema>;

/** An entry as a reader sees it: in his language, or in es-AR when it has no text in his. */
export const helpArticleSchema = z.object({
  _id: z.string(),
  kind: z.enum(HELP_KINDS),
  contexts: z.array(z.enum(HELP_CONTEXTS)),
  language: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  images: z.array(z.object({ id: z.string(), alt: z.string() })),
  order: z.number(),
  seeded: z.boolean(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET /help (published entries, for everyone) and GET /help/admin (every entry, superadmin). */
export const helpListQuery = z.object({
  kind: z.enum(HELP_KINDS, 'validation.invalid').optional(),
  context: z.enum(HELP_CONTEXTS, 'validation.invalid').optional(),
  /** The language to read (and search) in; the caller's own when absent. */
  language: z.enum(LANGUAGES, 'validation.language').optional(),
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  ...pagingFields(100, 50),
});
export type HelpListQuery = z.infer<typeof helpListQuery>;

export const helpArticlePageSchema = pageOf(helpArticleSchema);
export const helpEntryPageSchema = pageOf(helpEntrySchema);

/** POST /help/images (superadmin): the stored image's id and type. */
export const helpImageSchema = z.object({ id: z.string(), contentType: z.string(), bytes: z.number() });
