import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allocationBodySchema } from '@tropero/shared/herd';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { AllocationsService } from './allocations.service';

const tags = ['allocations'];
const idParams = z.object({ id: fields.objectId() });
const period = { from: z.string(), to: z.string().nullable() };

export function allocationsRoutes(allocations: AllocationsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/allocations',
      {
        schema: {
          tags,
          description:
            'Allocates animals (by id, or a whole roundup) to a plot from a date; the previous allocation ends that day.',
          body: allocationBodySchema,
          response: { 201: z.object({ allocated: z.number() }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await allocations.allocate(await resolveScope(request, db), request.body)),
    );

    app.get(
      '/animals/:id/allocations',
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: z.array(z.object({ plotId: z.string(), plotName: z.string(), ...period })) },
        },
      },
      async (request) => allocations.ofAnimal(await resolveScope(request, db), request.params.id),
    );

    app.get(
      '/plots/:id/allocations',
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: z.array(z.object({ animalId: z.string(), caravana: z.string(), ...period })) },
        },
      },
      async (request) => allocations.ofPlot(await resolveScope(request, db), request.params.id),
    );
  };
}
