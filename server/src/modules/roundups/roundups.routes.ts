import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roundupBodySchema } from '@tropero/shared/herd';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { RoundupsService } from './roundups.service';

const tags = ['roundups'];
const idParams = z.object({ id: fields.objectId() });
const roundupSchema = z.object({
  _id: z.string(),
  settlementId: z.string(),
  name: z.string(),
  animalCount: z.number(),
});

export function roundupsRoutes(roundups: RoundupsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/roundups',
      {
        schema: {
          tags,
          querystring: z.object({ settlementId: fields.objectId().optional() }),
          response: { 200: z.array(roundupSchema) },
        },
      },
      async (request) => roundups.list(await resolveScope(request, db), request.query.settlementId),
    );

    app.post(
      '/roundups',
      { schema: { tags, body: roundupBodySchema, response: { 201: roundupSchema } } },
      async (request, reply) =>
        reply.status(201).send(await roundups.create(await resolveScope(request, db), request.body)),
    );

    app.put(
      '/roundups/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: roundupBodySchema.pick({ name: true }),
          response: { 200: roundupSchema },
        },
      },
      async (request) =>
        roundups.rename(await resolveScope(request, db), request.params.id, request.body.name),
    );

    app.delete(
      '/roundups/:id',
      { schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
      async (request) => {
        await roundups.delete(await resolveScope(request, db), request.params.id);
        return { message: 'deleted' };
      },
    );
  };
}
