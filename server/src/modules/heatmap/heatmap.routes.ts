import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heatmapQuery, heatmapSchema } from '@tropero/shared/contracts/heatmap';
import { scopeOf } from '../../http/account-scope';
import { toRange } from '../range/request-range';
import type { HeatmapService } from './heatmap.service';

/** Data API GET /heatmap (spec §7). */
export function heatmapRoutes(heatmap: HeatmapService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/heatmap',
      {
        config: { auth: 'data', scope: 'account' },
        schema: { tags: ['data-api'], querystring: heatmapQuery, response: { 200: heatmapSchema } },
        // Thousands of cells built from numbers in the service: re-checking each one costs more than
        // it protects (the schema still types the handler and documents the route).
        serializerCompiler: () => (payload) => JSON.stringify(payload),
      },
      async (request) => {
        const { settlementId, plotId, uuids } = request.query;
        return heatmap.heatmap(scopeOf(request), toRange(request.query), {
          settlementId,
          plotId,
          uuids: uuids?.split(',').filter(Boolean),
        });
      },
    );
  };
}
