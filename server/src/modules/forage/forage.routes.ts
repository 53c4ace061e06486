import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  plotForageParams,
  plotForageSchema,
  settlementForageSchema,
} from '@tropero/shared/contracts/biomass';
import { idParamsSchema } from '@tropero/shared/contracts/common';
import { scopeOf } from '../../http/account-scope';
import type { ForageService } from './forage.service';

const data = { auth: 'data' as const };
const tags = ['data-api'];

/** Data API: the forage budget of a plot and of a settlement (days of grazing left, where to move next). */
export function forageRoutes(forage: ForageService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/plots/:plotId/forage-budget',
      {
        config: { ...data, scope: 'account' },
        schema: {
          tags,
          description:
            'Forage on the plot now (last clear scene, else the CREA table, less what the herd ate since) against the daily intake of the animals allocated there: days of grazing left.',
          params: plotForageParams,
          response: { 200: plotForageSchema },
        },
      },
      async (request) => forage.ofPlot(scopeOf(request), request.params.plotId),
    );

    app.get(
      '/settlements/:id/forage-budget',
      {
        config: { ...data, scope: 'account' },
        schema: {
          tags,
          description:
            'Every plot of the settlement ranked by days of grazing left, with a suggestion of where to move each roundup next.',
          params: idParamsSchema,
          response: { 200: settlementForageSchema },
        },
      },
      async (request) => forage.ofSettlement(scopeOf(request), request.params.id),
    );
  };
}
