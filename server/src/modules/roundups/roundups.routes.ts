import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roundupListQuerySchema, roundupRenameSchema, roundupSchema } from '@tropero/shared/contracts/herd';
import { roundupBodySchema } from '@tropero/shared/herd';
import { createRoute, updateRoute } from '../../http/account-routes';
import { scopeOf } from '../../http/account-scope';
import { deleteRoute } from '../../http/delete-route';
import type { RoundupsService } from './roundups.service';

const tags = ['roundups'];

export function roundupsRoutes(roundups: RoundupsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/roundups',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          querystring: roundupListQuerySchema,
          response: { 200: roundupSchema.array() },
        },
      },
      async (request) => roundups.list(scopeOf(request), request.query.settlementId),
    );

    createRoute(app, '/roundups', { tags, body: roundupBodySchema, item: roundupSchema }, (scope, body) =>
      roundups.create(scope, body),
    );

    updateRoute(
      app,
      '/roundups/:id',
      { tags, body: roundupRenameSchema, item: roundupSchema },
      (scope, id, body) => roundups.rename(scope, id, body.name),
    );

    deleteRoute(app, '/roundups/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      roundups.delete(scopeOf(request), id),
    );
  };
}
