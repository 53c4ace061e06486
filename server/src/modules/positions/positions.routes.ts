import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@tropero/shared/contracts/params';
import { livePositionsSchema, positionsQuery, tracksSchema } from '@tropero/shared/contracts/positions';
import { scopeOf } from '../../http/account-scope';
import { toRange } from '../range/request-range';
import type { PositionsService } from './positions.service';

/** Product-API reads for the map: the animals' tracks and their last positions. */
export function positionsRoutes(positions: PositionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/positions',
      {
        config: { scope: 'account' },
        schema: { tags: ['telemetry'], querystring: positionsQuery, response: { 200: tracksSchema } },
      },
      async (request) =>
        positions.positions(scopeOf(request), request.query.animalIds.split(','), toRange(request.query)),
    );

    app.get(
      '/settlements/:id/live-positions',
      {
        config: { scope: 'account' },
        schema: { tags: ['telemetry'], params: idParams, response: { 200: livePositionsSchema } },
      },
      async (request) => positions.livePositions(scopeOf(request), request.params.id),
    );
  };
}
