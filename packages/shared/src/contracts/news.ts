import { z } from 'zod';
import { ACCOUNT_TYPES } from '../constants';
import { fields } from '../validation';
import { pageOf, pagingFields } from './common';

/*
 * News (spec §2 `/news`, `/menu` with news, `/news-feed*`): written by a superadmin, read by everyone
 * in its audience. Read marks live on the server (they follow the user) and under the stored key
 * "news read per user (version 1)".
 */

export const NEWS_AUDIENCES = ['all', ...ACCOUNT_TYPES] as const;
/** The languages a news item is written for (the user's language's first two letters). */
export const NEWS_LANGUAGES = ['es', 'en', 'pt'] as const;
/** An image is a data URL (PNG, JPEG or WebP) kept with the item; a few, small. */
export const NEWS_MAX_IMAGES = 4;
export const NEWS_MAX_IMAGE_BYTES = 512 * 1024;

const imageDataUrl = z
  .string()
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, 'validation.newsImage')
  .max(Math.ceil((NEWS_MAX_IMAGE_BYTES * 4) / 3) + 40, 'validation.newsImageSize');

const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'validation.datetime');

export const newsBodySchema = z
  .object({
    title: z.string().trim().min(4, 'validation.newsTitle').max(120, 'validation.newsTitle'),
    body: z.string().trim().min(1, 'validation.required').max(20_000, 'validation.newsBody'),
    images: z.array(imageDataUrl).max(NEWS_MAX_IMAGES, 'validation.newsImages').default([]),
    audience: z.enum(NEWS_AUDIENCES, 'validation.newsAudience').default('all'),
    languages: z.array(z.enum(NEWS_LANGUAGES)).min(1, 'validation.newsLanguages'),
    publishAt: instant,
    expiresAt: instant.nullable().default(null),
  })
  .strict()
  .refine((n) => n.expiresAt === null || Date.parse(n.expiresAt) > Date.parse(n.publishAt), {
    message: 'validation.newsExpiry',
    path: ['expiresAt'],
  });
export type NewsBody = z.infer<typeof newsBodySchema>;

export const newsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  images: z.array(z.string()),
  audience: z.enum(NEWS_AUDIENCES),
  languages: z.array(z.enum(NEWS_LANGUAGES)),
  publishAt: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** For the reader: whether he has read it (admin lists: false). */
  read: z.boolean(),
});
export type News = z.infer<typeof newsSchema>;

/** GET /news (the reader's: published, not expired, his audience and language) and GET /news/admin. */
export const newsListQuery = z.object({
  ...pagingFields(100, 20),
  unread: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
});
export const newsPageSchema = pageOf(newsSchema);

/** PUT /news/read: mark these read (all the reader's unread when `ids` is absent). */
export const newsReadBody = z.object({ ids: z.array(fields.objectId()).min(1).max(500).optional() }).strict();
