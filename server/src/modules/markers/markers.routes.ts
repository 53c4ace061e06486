import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams } from '@tropero/shared/contracts/common';
import { markerBodySchema, markerPatchSchema, markerSchema } from '@tropero/shared/farm';
import { scopeOf } from '../../http/account-scope';
import { deleteRoute } from '../../http/delete-route';
import type { MarkersService } from './markers.service';

const tags = ['markers'];

export function markersRoutes(markers: MarkersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements/:id/markers',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, response: { 200: markerSchema.array() } },
      },
      async (request) => markers.list(scopeOf(request), request.params.id),
    );

    app.post(
      '/settlements/:id/markers',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, body: markerBodySchema, response: { 201: markerSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await markers.create(scopeOf(request), request.params.id, request.body)),
    );

    app.put(
      '/markers/:id',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, body: markerPatchSchema, response: { 200: markerSchema } },
      },
      async (request) => markers.update(scopeOf(request), request.params.id, request.body),
    );

    deleteRoute(app, '/markers/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      markers.delete(scopeOf(request), id),
    );
  };
}
