import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batteryHistorySchema,
  collarBatteriesQuery,
  collarBatteriesSchema,
  temperatureHistorySchema,
} from '@tropero/shared/contracts/collar-history';
import { idParams } from '@tropero/shared/contracts/params';
import { scopeOf } from '../../http/account-scope';
import { rangeReadRoute } from '../range/range-read-route';
import type { CollarHistoryService } from './collar-history.service';

/** Product-API reads of the collars' history: battery and temperature per hour, the herd's batteries. */
export function collarHistoryRoutes(collars: CollarHistoryService): FastifyPluginAsyncZod {
  return async (app) => {
    rangeReadRoute(app, '/devices/:id/battery', {
      tags: ['devices'],
      response: batteryHistorySchema,
      read: (scope, id, range) => collars.battery(scope, id, range),
    });

    rangeReadRoute(app, '/devices/:id/temperature', {
      tags: ['devices'],
      description: 'Temperature per hour (°C): the mean, lowest and highest reading of each hour.',
      response: temperatureHistorySchema,
      read: (scope, id, range) => collars.temperature(scope, id, range),
    });

    app.get(
      '/settlements/:id/collar-batteries',
      {
        config: { scope: 'account' },
        schema: {
          tags: ['devices'],
          description:
            'The collars on the settlement’s animals (or one roundup’s) at their last battery, the lowest first.',
          params: idParams,
          querystring: collarBatteriesQuery,
          response: { 200: collarBatteriesSchema },
        },
      },
      async (request) => collars.batteries(scopeOf(request), request.params.id, request.query.roundupId),
    );
  };
}
