import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams, messageSchema } from '@tropero/shared/contracts/common';
import { roundupListQuerySchema, roundupRenameSchema, roundupSchema } from '@tropero/shared/contracts/herd';
import { roundupBodySchema } from '@tropero/shared/herd';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { RoundupsService } from './roundups.service';

const tags = ['roundups'];

export function roundupsRoutes(roundups: RoundupsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/roundups',
      {
        schema: {
          tags,
          querystring: roundupListQuerySchema,
          response: { 200: roundupSchema.array() },
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
          body: roundupRenameSchema,
          response: { 200: roundupSchema },
        },
      },
      async (request) =>
        roundups.rename(await resolveScope(request, db), request.params.id, request.body.name),
    );

    app.delete(
      '/roundups/:id',
      { schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (request) => {
        await roundups.delete(await resolveScope(request, db), request.params.id);
        return { message: 'deleted' };
      },
    );
  };
}
