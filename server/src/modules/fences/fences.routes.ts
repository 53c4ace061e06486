import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fenceBodySchema, fencePatchSchema, fenceSchema } from '@tropero/shared/farm';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { FencesService } from './fences.service';

const tags = ['fences'];
const idParams = z.object({ id: fields.objectId() });

export function fencesRoutes(fences: FencesService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements/:id/fences',
      { schema: { tags, params: idParams, response: { 200: z.array(fenceSchema) } } },
      async (request) => fences.list(await resolveScope(request, db), request.params.id),
    );

    app.post(
      '/settlements/:id/fences',
      { schema: { tags, params: idParams, body: fenceBodySchema, response: { 201: fenceSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await fences.create(await resolveScope(request, db), request.params.id, request.body)),
    );

    app.put(
      '/fences/:id',
      { schema: { tags, params: idParams, body: fencePatchSchema, response: { 200: fenceSchema } } },
      async (request) => fences.update(await resolveScope(request, db), request.params.id, request.body),
    );

    app.delete(
      '/fences/:id',
      { schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
      async (request) => {
        await fences.delete(await resolveScope(request, db), request.params.id);
        return { message: 'deleted' };
      },
    );
  };
}
