import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams, ingestKeySchema } from '@tropero/shared/contracts/common';
import {
  deviceCreatedSchema,
  deviceFastLoadResultSchema,
  deviceFastLoadSchema,
  devicePageSchema,
} from '@tropero/shared/contracts/herd';
import {
  deviceBodySchema,
  deviceListQuerySchema,
  devicePatchSchema,
  deviceSchema,
} from '@tropero/shared/herd';
import { createRoute, getRoute, updateRoute } from '../../http/account-routes';
import { scopeOf } from '../../http/account-scope';
import { deleteRoute } from '../../http/delete-route';
import type { DevicesService } from './devices.service';

const tags = ['devices'];

export function devicesRoutes(devices: DevicesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/devices',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          querystring: deviceListQuerySchema,
          response: { 200: devicePageSchema },
        },
      },
      async (request) => devices.list(scopeOf(request), request.query),
    );

    createRoute(
      app,
      '/devices',
      {
        tags,
        description: 'Creates a device. The ingest key is answered this once only.',
        body: deviceBodySchema,
        item: deviceCreatedSchema,
      },
      (scope, body) => devices.create(scope, body),
    );

    app.post(
      '/devices/bulk',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description: 'Fast device loading: all lines are created, or none when any line is wrong.',
          body: deviceFastLoadSchema,
          response: { 201: deviceFastLoadResultSchema },
        },
      },
      async (request, reply) => {
        const { identifiers, ...rest } = request.body;
        const lines = typeof identifiers === 'string' ? identifiers.split(/\r?\n/) : identifiers;
        return reply
          .status(201)
          .send(await devices.fastLoad(scopeOf(request), { ...rest, identifiers: lines }));
      },
    );

    getRoute(app, '/devices/:id', { tags, item: deviceSchema }, (scope, id) => devices.get(scope, id));

    updateRoute(
      app,
      '/devices/:id',
      { tags, body: devicePatchSchema, item: deviceSchema },
      (scope, id, patch) => devices.update(scope, id, patch),
    );

    deleteRoute(app, '/devices/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      devices.delete(scopeOf(request), id),
    );

    app.post(
      '/devices/:id/key',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description: 'Issues a new ingest key; the old one stops working.',
          params: idParams,
          response: { 200: ingestKeySchema },
        },
      },
      async (request) => devices.regenerateKey(scopeOf(request), request.params.id),
    );
  };
}
