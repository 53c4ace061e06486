import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ndviSeriesQuery,
  ndviSeriesSchema,
  plotGreenIndexParams,
  plotGreenIndexQuery,
  plotGreenIndexSchema,
  satelliteListSchema,
  settlementGreenIndexSchema,
} from '@tropero/shared/contracts/green-index';
import { idParams } from '@tropero/shared/contracts/params';
import { rangeQuery } from '@tropero/shared/contracts/range';
import { scopeOf } from '../../http/account-scope';
import type { GreenIndexService } from './green-index.service';

const tags = ['green-index'];
const config = { auth: 'data' as const };
const integration =
  ' Needs the account’s satellite integration: without it, 403 with details.code SATELLITE_INTEGRATION_REQUIRED.';

/** The data API's green index (spec §2, §3, §5, §7). */
export function greenIndexRoutes(greenIndex: GreenIndexService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/satellites',
      {
        config,
        schema: {
          tags,
          description: 'The satellites this deployment reads (a list resource), with resolution and revisit.',
          response: { 200: satelliteListSchema },
        },
      },
      () => greenIndex.satellites(),
    );

    app.get(
      '/settlements/:id/green-index',
      {
        config: { ...config, scope: 'account' },
        schema: {
          tags,
          description:
            'The layers, the scenes where some plot had a clear view (newest first; the last 12 months by default) and the backfill’s progress.' +
            integration,
          params: idParams,
          querystring: rangeQuery,
          response: { 200: settlementGreenIndexSchema },
        },
      },
      async (request) => greenIndex.settlement(scopeOf(request), request.params.id, request.query),
    );

    app.get(
      '/settlements/:id/ndvi',
      {
        config: { ...config, scope: 'account' },
        schema: {
          tags,
          description:
            'NDVI per plot and scene (mean, median, p10, p90, valid share; null figures without a clear view), the last 12 months by default; plotIds=a,b compares some plots.' +
            integration,
          params: idParams,
          querystring: ndviSeriesQuery,
          response: { 200: ndviSeriesSchema },
        },
      },
      async (request) => greenIndex.series(scopeOf(request), request.params.id, request.query),
    );

    app.get(
      '/plots/:plotId/green-index',
      {
        config: { ...config, scope: 'account' },
        schema: {
          tags,
          description:
            'The plot’s index image in a scene where it was clear: a PNG clipped to the plot, its place on the map and its legend.' +
            integration,
          params: plotGreenIndexParams,
          querystring: plotGreenIndexQuery,
          response: { 200: plotGreenIndexSchema },
        },
      },
      async (request) => greenIndex.image(scopeOf(request), request.params.plotId, request.query),
    );
  };
}
