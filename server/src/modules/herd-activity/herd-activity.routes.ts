import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  animalBehaviourParams,
  animalBehaviourSchema,
  animalCountSchema,
  distributionSchema,
  grazingDynamicsQuery,
  grazingDynamicsSchema,
  herdBehaviourSchema,
  herdMedianSchema,
  herdQuery,
} from '@tropero/shared/contracts/herd-activity';
import { rangeQuery } from '@tropero/shared/contracts/range';
import { scopeOf } from '../../http/account-scope';
import { rangeReadRoute } from '../range/range-read-route';
import { toRange } from '../range/request-range';
import type { HerdActivityService } from './herd-activity.service';

const data = { auth: 'data' as const };
const tags = ['data-api'];

/** The data API of spec §7 on what the herd did: behaviour, herd medians, occupancy, head count. */
export function herdActivityRoutes(activity: HerdActivityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/animal/behavior/:animalId/:settlementId',
      {
        config: { ...data, scope: 'account' },
        schema: {
          tags,
          params: animalBehaviourParams,
          querystring: rangeQuery,
          response: { 200: animalBehaviourSchema },
        },
      },
      async (request) =>
        activity.behaviour(
          scopeOf(request),
          request.params.animalId,
          request.params.settlementId,
          toRange(request.query),
        ),
    );

    app.get(
      '/grazing-dynamics',
      {
        config: { ...data, scope: 'account' },
        schema: {
          tags,
          description:
            'Per plot and day: animals present, animal-hours and grazing hours (filter by plot, animal or roundup).',
          querystring: grazingDynamicsQuery,
          response: { 200: grazingDynamicsSchema },
        },
      },
      async (request) => {
        const { settlementId, plotId, animalId, roundupId } = request.query;
        return activity.grazingDynamics(scopeOf(request), settlementId, toRange(request.query), {
          plotId,
          animalId,
          roundupId,
        });
      },
    );

    rangeReadRoute(app, '/settlements/:id/herd-median', {
      config: data,
      tags,
      description: 'Per UTC day, the median km and Mcal of the settlement’s animals that reported that day.',
      response: herdMedianSchema,
      read: (scope, id, range) => activity.herdMedian(scope, id, range),
    });

    rangeReadRoute(app, '/settlements/:id/animal-count', {
      config: data,
      tags,
      description: 'Animals that reported each UTC day (the day closes at 21:00 in Argentina).',
      response: animalCountSchema,
      read: (scope, id, range) => activity.animalCount(scope, id, range),
    });

    rangeReadRoute(app, '/settlements/:id/distribution', {
      config: data,
      tags,
      description:
        'Each animal that reported in the range (or in one roundup) with its mean km, grazing and rumination hours per reported day.',
      querystring: herdQuery,
      response: distributionSchema,
      read: (scope, id, range, query) => activity.distribution(scope, id, range, query.roundupId),
    });

    rangeReadRoute(app, '/settlements/:id/herd-behaviour', {
      config: data,
      tags,
      description:
        'Per UTC day, the spread over the animals of grazing, ruminating and drinking hours; and the animals whose last whole day ruminated 30 min or more below their own 7-day baseline.',
      querystring: herdQuery,
      response: herdBehaviourSchema,
      read: (scope, id, range, query) => activity.herdBehaviour(scope, id, range, query.roundupId),
    });
  };
}
