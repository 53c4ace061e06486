import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams } from '@tropero/shared/contracts/common';
import { fenceBodySchema, fencePatchSchema, fenceSchema } from '@tropero/shared/farm';
import { scopeOf } from '../../http/account-scope';
import { deleteRoute } from '../../http/delete-route';
import type { FencesService } from './fences.service';

const tags = ['fences'];

export function fencesRoutes(fences: FencesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements/:id/fences',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, response: { 200: fenceSchema.array() } },
      },
      async (request) => fences.list(scopeOf(request), request.params.id),
    );

    app.post(
      '/settlements/:id/fences',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, body: fenceBodySchema, response: { 201: fenceSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await fences.create(scopeOf(request), request.params.id, request.body)),
    );

    app.put(
      '/fences/:id',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, body: fencePatchSchema, response: { 200: fenceSchema } },
      },
      async (request) => fences.update(scopeOf(request), request.params.id, request.body),
    );

    deleteRoute(app, '/fences/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      fences.delete(scopeOf(request), id),
    );
  };
}
