import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@tropero/shared/contracts/common';
import {
  helpArticlePageSchema,
  helpEntryBodySchema,
  helpEntryPageSchema,
  helpEntrySchema,
  helpImageSchema,
  helpListQuery,
} from '@tropero/shared/contracts/help';
import { HELP_MAX_IMAGE_BYTES } from '@tropero/shared/help';
import { callerOf } from '../../http/auth-hooks';
import { deleteRoute } from '../../http/delete-route';
import { uploadedFile } from '../../http/upload';
import type { HelpService } from './help.service';

const tags = ['help'];
const superadmin = { roles: ['superadmin'] } as const;

/** Help (spec §1 Ayuda and Tips de expertos, §2 FAQs and tips): superadmins write, everyone signed in reads. */
export function helpRoutes(help: HelpService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/help',
      {
        schema: {
          tags,
          description:
            'Published FAQs and tips in the requested language (the caller’s when none), es-AR where an entry lacks it; searched by title and text.',
          querystring: helpListQuery,
          response: { 200: helpArticlePageSchema },
        },
      },
      (request) => help.list(callerOf(request), request.query),
    );

    app.get(
      '/help/admin',
      {
        config: superadmin,
        schema: {
          tags,
          description: 'Every entry, published or not, with all its languages.',
          querystring: helpListQuery,
          response: { 200: helpEntryPageSchema },
        },
      },
      (request) => help.adminList(request.query),
    );

    app.post(
      '/help',
      { config: superadmin, schema: { tags, body: helpEntryBodySchema, response: { 201: helpEntrySchema } } },
      async (request, reply) => reply.status(201).send(await help.create(callerOf(request), request.body)),
    );

    app.put(
      '/help/:id',
      {
        config: superadmin,
        schema: {
          tags,
          params: idParamsSchema,
          body: helpEntryBodySchema,
          response: { 200: helpEntrySchema },
        },
      },
      (request) => help.update(request.params.id, request.body),
    );

    deleteRoute(app, '/help/:id', { tags, config: superadmin }, (id) => help.delete(id));

    app.post(
      '/help/images',
      {
        config: superadmin,
        schema: {
          tags,
          description: 'An image for help entries (field `file`): PNG, JPEG or WebP, up to 1 MB.',
          consumes: ['multipart/form-data'],
          response: { 201: helpImageSchema },
        },
      },
      async (request, reply) => {
        const data = await uploadedFile(request, HELP_MAX_IMAGE_BYTES);
        return reply.status(201).send(await help.saveImage(callerOf(request), data));
      },
    );

    app.get(
      '/help/images/:id',
      {
        // Images illustrate the help and are read by <img> tags, which carry no token; their ids are random.
        config: { auth: 'public' },
        schema: { tags, params: idParamsSchema },
      },
      async (request, reply) => {
        const image = await help.image(request.params.id);
        return reply
          .type(image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(image.data);
      },
    );
  };
}
