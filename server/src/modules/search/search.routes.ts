import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { animalSchema, deviceSchema } from '@tropero/shared/herd';
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
          querystring: z.object({
            q: z.string().trim().min(1, 'validation.required').max(50, 'validation.tooLong'),
          }),
          response: { 200: z.object({ animals: z.array(animalSchema), devices: z.array(deviceSchema) }) },
        },
      },
      async (request) => search.search(await resolveScope(request, db), request.query.q),
    );
  };
}
