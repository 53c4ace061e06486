import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams, messageSchema as deleted } from '@tropero/shared/contracts/common';
import { settlementBodySchema, settlementPatchSchema, settlementSchema } from '@tropero/shared/farm';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { SettlementsService } from './settlements.service';

const tags = ['settlements'];

/** Settlements of the selected account (and those shared with the caller). */
export function settlementsRoutes(settlements: SettlementsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements',
      { schema: { tags, response: { 200: settlementSchema.array() } } },
      async (request) => settlements.list(await resolveScope(request, db)),
    );

    app.post(
      '/settlements',
      { schema: { tags, body: settlementBodySchema, response: { 201: settlementSchema } } },
      async (request, reply) =>
        reply.status(201).send(await settlements.create(await resolveScope(request, db), request.body)),
    );

    app.get(
      '/settlements/:id',
      { schema: { tags, params: idParams, response: { 200: settlementSchema } } },
      async (request) => settlements.get(await resolveScope(request, db), request.params.id),
    );

    app.put(
      '/settlements/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: settlementPatchSchema,
          response: { 200: settlementSchema },
        },
      },
      async (request) => settlements.update(await resolveScope(request, db), request.params.id, request.body),
    );

    app.delete(
      '/settlements/:id',
      { schema: { tags, params: idParams, response: { 200: deleted } } },
      async (request) => {
        await settlements.delete(await resolveScope(request, db), request.params.id);
        return { message: 'deleted' };
      },
    );
  };
}
