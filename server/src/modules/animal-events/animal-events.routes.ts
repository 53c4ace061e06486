import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  animalEventsDownloadQuery,
  animalEventsQuery,
  animalEventsSchema,
} from '@tropero/shared/contracts/animal-events';
import { idParams } from '@tropero/shared/contracts/params';
import { scopeOf } from '../../http/account-scope';
import { callerOf } from '../../http/auth-hooks';
import { languageOf } from '../../i18n/texts';
import { download } from '../exports/exports.routes';
import { rangeReadRoute } from '../range/range-read-route';
import { toRange } from '../range/request-range';
import type { AnimalEventsService } from './animal-events.service';

const data = { auth: 'data' as const };
const tags = ['data-api'];

/** The data API's animal timeline and its download. */
export function animalEventsRoutes(timeline: AnimalEventsService): FastifyPluginAsyncZod {
  return async (app) => {
    rangeReadRoute(app, '/animals/:id/events', {
      config: data,
      tags,
      description:
        'The animal’s events over the range, the latest first: alerts raised and resolved, fence exits and returns, plot entries and exits, drinking visits, allocations and device changes (`types`: some kinds, comma separated).',
      querystring: animalEventsQuery,
      response: animalEventsSchema,
      read: (scope, id, range, query) => timeline.events(scope, id, range, query.types),
    });

    app.get(
      '/animals/:id/events/download',
      {
        config: { ...data, scope: 'account' },
        schema: {
          tags,
          description: 'The animal’s events over the range as CSV or XLSX, in the user’s language.',
          params: idParams,
          querystring: animalEventsDownloadQuery,
        },
      },
      async (request, reply) => {
        const { query } = request;
        const file = await timeline.download(
          scopeOf(request),
          request.params.id,
          toRange(query),
          query.types,
          query.format,
          languageOf(callerOf(request).user.language),
        );
        return download(reply, file);
      },
    );
  };
}
