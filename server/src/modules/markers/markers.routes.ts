import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markerBodySchema, markerPatchSchema, markerSchema } from '@tropero/shared/farm';
import { settlementItemRoutes } from '../../http/settlement-item-routes';
import type { MarkersService } from './markers.service';

export function markersRoutes(markers: MarkersService): FastifyPluginAsyncZod {
  return async (app) => {
    settlementItemRoutes(
      app,
      'markers',
      { tags: ['markers'], item: markerSchema, body: markerBodySchema, patch: markerPatchSchema },
      markers,
    );
  };
}
