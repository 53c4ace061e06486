import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settlementBodySchema, settlementPatchSchema, settlementSchema } from '@tropero/shared/farm';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { SettlementsService } from './settlements.service';

const tags = ['settlements'];
const idParams = z.object({ id: fields.objectId() });
const deleted = z.object({ message: z.string() });

/** Settlements of the selected account (and those shared with the caller). */
export function settlementsRoutes(settlements: SettlementsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements',
      { schema: { tags, response: { 200: z.array(settlementSchema) } } },
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
