import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams } from '@tropero/shared/contracts/common';
import { roundupListQuerySchema, roundupRenameSchema, roundupSchema } from '@tropero/shared/contracts/herd';
import { roundupBodySchema } from '@tropero/shared/herd';
import { scopeOf } from '../../http/account-scope';
import { deleteRoute } from '../../http/delete-route';
import type { RoundupsService } from './roundups.service';

const tags = ['roundups'];

export function roundupsRoutes(roundups: RoundupsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/roundups',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          querystring: roundupListQuerySchema,
          response: { 200: roundupSchema.array() },
        },
      },
      async (request) => roundups.list(scopeOf(request), request.query.settlementId),
    );

    app.post(
      '/roundups',
      {
        config: { scope: 'account' },
        schema: { tags, body: roundupBodySchema, response: { 201: roundupSchema } },
      },
      async (request, reply) => reply.status(201).send(await roundups.create(scopeOf(request), request.body)),
    );

    app.put(
      '/roundups/:id',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          params: idParams,
          body: roundupRenameSchema,
          response: { 200: roundupSchema },
        },
      },
      async (request) => roundups.rename(scopeOf(request), request.params.id, request.body.name),
    );

    deleteRoute(app, '/roundups/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      roundups.delete(scopeOf(request), id),
    );
  };
}
