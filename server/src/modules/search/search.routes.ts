import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema } from '@tropero/shared/contracts/platform';
import { scopeOf } from '../../http/account-scope';
import type { SearchService } from './search.service';

export function searchRoutes(search: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search',
      {
        config: { scope: 'account' },
        schema: {
          tags: ['search'],
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema },
        },
      },
      async (request) => search.search(scopeOf(request), request.query.q),
    );
  };
}
