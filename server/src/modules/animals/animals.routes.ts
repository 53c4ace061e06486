import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams, updatedSchema } from '@tropero/shared/contracts/common';
import { animalPageSchema, animalRoundupPeriodSchema } from '@tropero/shared/contracts/herd';
import {
  animalBodySchema,
  animalBulkSchema,
  animalListQuerySchema,
  animalPatchSchema,
  animalSchema,
} from '@tropero/shared/herd';
import { createRoute, getRoute, updateRoute } from '../../http/account-routes';
import { scopeOf } from '../../http/account-scope';
import { deleteRoute } from '../../http/delete-route';
import type { AnimalsService } from './animals.service';

const tags = ['animals'];

export function animalsRoutes(animals: AnimalsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/animals',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          querystring: animalListQuerySchema,
          response: { 200: animalPageSchema },
        },
      },
      async (request) => animals.list(scopeOf(request), request.query),
    );

    createRoute(app, '/animals', { tags, body: animalBodySchema, item: animalSchema }, (scope, body) =>
      animals.create(scope, body),
    );

    app.post(
      '/animals/bulk',
      {
        config: { scope: 'account' },
        schema: { tags, body: animalBulkSchema, response: { 200: updatedSchema } },
      },
      async (request) => animals.bulk(scopeOf(request), request.body),
    );

    getRoute(app, '/animals/:id', { tags, item: animalSchema }, (scope, id) => animals.get(scope, id));

    updateRoute(
      app,
      '/animals/:id',
      { tags, body: animalPatchSchema, item: animalSchema },
      (scope, id, patch) => animals.update(scope, id, patch),
    );

    deleteRoute(app, '/animals/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      animals.delete(scopeOf(request), id),
    );

    app.get(
      '/animals/:id/roundups',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          params: idParams,
          response: { 200: animalRoundupPeriodSchema.array() },
        },
      },
      async (request) => animals.roundupHistory(scopeOf(request), request.params.id),
    );
  };
}
