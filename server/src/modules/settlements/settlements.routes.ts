import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams } from '@tropero/shared/contracts/common';
import { settlementBodySchema, settlementPatchSchema, settlementSchema } from '@tropero/shared/farm';
import { scopeOf } from '../../http/account-scope';
import { deleteRoute } from '../../http/delete-route';
import type { SettlementsService } from './settlements.service';

const tags = ['settlements'];

/** Settlements of the selected account (and those shared with the caller). */
export function settlementsRoutes(settlements: SettlementsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements',
      { config: { scope: 'account' }, schema: { tags, response: { 200: settlementSchema.array() } } },
      async (request) => settlements.list(scopeOf(request)),
    );

    app.post(
      '/settlements',
      {
        config: { scope: 'account' },
        schema: { tags, body: settlementBodySchema, response: { 201: settlementSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await settlements.create(scopeOf(request), request.body)),
    );

    app.get(
      '/settlements/:id',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, response: { 200: settlementSchema } },
      },
      async (request) => settlements.get(scopeOf(request), request.params.id),
    );

    app.put(
      '/settlements/:id',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          params: idParams,
          body: settlementPatchSchema,
          response: { 200: settlementSchema },
        },
      },
      async (request) => settlements.update(scopeOf(request), request.params.id, request.body),
    );

    deleteRoute(app, '/settlements/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      settlements.delete(scopeOf(request), id),
    );
  };
}
