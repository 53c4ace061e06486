import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema } from '@tropero/shared/contracts/platform';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { SearchService } from './search.service';

export function searchRoutes(search: SearchService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema },
        },
      },
      async (request) => search.search(await resolveScope(request, db), request.query.q),
    );
  };
}
