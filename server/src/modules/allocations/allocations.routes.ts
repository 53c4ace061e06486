import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams } from '@tropero/shared/contracts/common';
import {
  allocationResultSchema,
  animalAllocationSchema,
  plotAllocationSchema,
} from '@tropero/shared/contracts/herd';
import { allocationBodySchema } from '@tropero/shared/herd';
import { scopeOf } from '../../http/account-scope';
import type { AllocationsService } from './allocations.service';

const tags = ['allocations'];

export function allocationsRoutes(allocations: AllocationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/allocations',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description:
            'Allocates animals (by id, or a whole roundup) to a plot from a date; the previous allocation ends that day.',
          body: allocationBodySchema,
          response: { 201: allocationResultSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await allocations.allocate(scopeOf(request), request.body)),
    );

    app.get(
      '/animals/:id/allocations',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          params: idParams,
          response: { 200: animalAllocationSchema.array() },
        },
      },
      async (request) => allocations.ofAnimal(scopeOf(request), request.params.id),
    );

    app.get(
      '/plots/:id/allocations',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          params: idParams,
          response: { 200: plotAllocationSchema.array() },
        },
      },
      async (request) => allocations.ofPlot(scopeOf(request), request.params.id),
    );
  };
}
