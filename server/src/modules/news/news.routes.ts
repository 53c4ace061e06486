import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, updatedSchema } from '@tropero/shared/contracts/common';
import {
  NEWS_MAX_IMAGE_BYTES,
  NEWS_MAX_IMAGES,
  newsBodySchema,
  newsListQuery,
  newsPageSchema,
  newsReadBody,
  newsSchema,
} from '@tropero/shared/contracts/news';
import { fields } from '@tropero/shared/validation';
import { callerOf } from '../../http/auth-hooks';
import { deleteRoute } from '../../http/delete-route';
import type { NewsService } from './news.service';

const tags = ['news'];
const superadmin = { roles: ['superadmin'] } as const;
/** A news item carries up to four images as data URLs: its body may be larger than the API's usual 1 MB. */
const NEWS_BODY_LIMIT = NEWS_MAX_IMAGES * Math.ceil((NEWS_MAX_IMAGE_BYTES * 4) / 3) + 256 * 1024;
/** The account the reader works in, as every scoped route names it. */
const readerAccount = z.object({ userAccountId: fields.objectId().optional() });

/** News (spec §2 `/news`, `/news-feed*`): superadmins write them, everyone reads his. */
export function newsRoutes(news: NewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/news',
      {
        config: superadmin,
        bodyLimit: NEWS_BODY_LIMIT,
        schema: { tags, body: newsBodySchema, response: { 201: newsSchema } },
      },
      async (request, reply) => reply.status(201).send(await news.create(callerOf(request), request.body)),
    );

    app.put(
      '/news/read',
      {
        schema: {
          tags,
          description: 'Marks read these news items of the caller, or all he has unread.',
          querystring: readerAccount,
          body: newsReadBody,
          response: { 200: updatedSchema },
        },
      },
      (request) => news.markRead(callerOf(request), request.body.ids, request.query.userAccountId),
    );

    app.put(
      '/news/:id',
      {
        config: superadmin,
        bodyLimit: NEWS_BODY_LIMIT,
        schema: { tags, params: idParamsSchema, body: newsBodySchema, response: { 200: newsSchema } },
      },
      (request) => news.update(request.params.id, request.body),
    );

    deleteRoute(app, '/news/:id', { tags, config: superadmin }, (id) => news.delete(id));

    app.get(
      '/news/admin',
      {
        config: superadmin,
        schema: {
          tags,
          description: 'Every news item, newest first.',
          querystring: newsListQuery,
          response: { 200: newsPageSchema },
        },
      },
      (request) => news.adminList(request.query),
    );

    app.get(
      '/news',
      {
        schema: {
          tags,
          description:
            'The caller’s news: published, not expired, for everyone or his plan, in his language; each with `read`.',
          querystring: newsListQuery.extend(readerAccount.shape),
          response: { 200: newsPageSchema },
        },
      },
      (request) => news.list(callerOf(request), request.query),
    );

    app.get(
      '/news/unread-count',
      {
        schema: {
          tags,
          querystring: readerAccount,
          response: { 200: z.object({ count: z.number() }) },
        },
      },
      (request) => news.unreadCount(callerOf(request), request.query.userAccountId),
    );
  };
}
