import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fenceBodySchema, fencePatchSchema, fenceSchema } from '@tropero/shared/farm';
import { settlementItemRoutes } from '../../http/settlement-item-routes';
import type { FencesService } from './fences.service';

export function fencesRoutes(fences: FencesService): FastifyPluginAsyncZod {
  return async (app) => {
    settlementItemRoutes(
      app,
      'fences',
      { tags: ['fences'], item: fenceSchema, body: fenceBodySchema, patch: fencePatchSchema },
      fences,
    );
  };
}
