import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batteryHistorySchema,
  collarBatteriesQuery,
  collarBatteriesSchema,
  temperatureHistorySchema,
} from '@tropero/shared/contracts/collar-history';
import { idParams } from '@tropero/shared/contracts/params';
import { rangeQuery } from '@tropero/shared/contracts/range';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import { toRange } from '../range/request-range';
import type { CollarHistoryService } from './collar-history.service';

/** Product-API reads of the collars' history: battery and temperature per hour, the herd's batteries. */
export function collarHistoryRoutes(collars: CollarHistoryService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/devices/:id/battery',
      {
        schema: {
          tags: ['devices'],
          params: idParams,
          querystring: rangeQuery,
          response: { 200: batteryHistorySchema },
        },
      },
      async (request) =>
        collars.battery(await resolveScope(request, db), request.params.id, toRange(request.query)),
    );

    app.get(
      '/devices/:id/temperature',
      {
        schema: {
          tags: ['devices'],
          description: 'Temperature per hour (°C): the mean, lowest and highest reading of each hour.',
          params: idParams,
          querystring: rangeQuery,
          response: { 200: temperatureHistorySchema },
        },
      },
      async (request) =>
        collars.temperature(await resolveScope(request, db), request.params.id, toRange(request.query)),
    );

    app.get(
      '/settlements/:id/collar-batteries',
      {
        schema: {
          tags: ['devices'],
          description:
            'The collars on the settlement’s animals (or one roundup’s) at their last battery, the lowest first.',
          params: idParams,
          querystring: collarBatteriesQuery,
          response: { 200: collarBatteriesSchema },
        },
      },
      async (request) =>
        collars.batteries(await resolveScope(request, db), request.params.id, request.query.roundupId),
    );
  };
}
