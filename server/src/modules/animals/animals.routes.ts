import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams, messageSchema, updatedSchema } from '@tropero/shared/contracts/common';
import { animalPageSchema, animalRoundupPeriodSchema } from '@tropero/shared/contracts/herd';
import {
  animalBodySchema,
  animalBulkSchema,
  animalListQuerySchema,
  animalPatchSchema,
  animalSchema,
} from '@tropero/shared/herd';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { AnimalsService } from './animals.service';

const tags = ['animals'];

export function animalsRoutes(animals: AnimalsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/animals',
      {
        schema: {
          tags,
          querystring: animalListQuerySchema,
          response: { 200: animalPageSchema },
        },
      },
      async (request) => animals.list(await resolveScope(request, db), request.query),
    );

    app.post(
      '/animals',
      { schema: { tags, body: animalBodySchema, response: { 201: animalSchema } } },
      async (request, reply) =>
        reply.status(201).send(await animals.create(await resolveScope(request, db), request.body)),
    );

    app.post(
      '/animals/bulk',
      { schema: { tags, body: animalBulkSchema, response: { 200: updatedSchema } } },
      async (request) => animals.bulk(await resolveScope(request, db), request.body),
    );

    app.get(
      '/animals/:id',
      { schema: { tags, params: idParams, response: { 200: animalSchema } } },
      async (request) => animals.get(await resolveScope(request, db), request.params.id),
    );

    app.put(
      '/animals/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: animalPatchSchema,
          response: { 200: animalSchema },
        },
      },
      async (request) => animals.update(await resolveScope(request, db), request.params.id, request.body),
    );

    app.delete(
      '/animals/:id',
      { schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (request) => {
        await animals.delete(await resolveScope(request, db), request.params.id);
        return { message: 'deleted' };
      },
    );

    app.get(
      '/animals/:id/roundups',
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: animalRoundupPeriodSchema.array() },
        },
      },
      async (request) => animals.roundupHistory(await resolveScope(request, db), request.params.id),
    );
  };
}
