import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settlementBodySchema, settlementPatchSchema, settlementSchema } from '@tropero/shared/farm';
import { createRoute, getRoute, updateRoute } from '../../http/account-routes';
import { scopeOf } from '../../http/account-scope';
import { deleteRoute } from '../../http/delete-route';
import type { SettlementsService } from './settlements.service';

const tags = ['settlements'];

/** Settlements of the selected account (and those shared with the caller). */
export function settlementsRoutes(settlements: SettlementsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements',
      { config: { scope: 'account' }, schema: { tags, response: { 200: settlementSchema.array() } } },
      async (request) => settlements.list(scopeOf(request)),
    );

    createRoute(
      app,
      '/settlements',
      { tags, body: settlementBodySchema, item: settlementSchema },
      (scope, body) => settlements.create(scope, body),
    );

    getRoute(app, '/settlements/:id', { tags, item: settlementSchema }, (scope, id) =>
      settlements.get(scope, id),
    );

    updateRoute(
      app,
      '/settlements/:id',
      { tags, body: settlementPatchSchema, item: settlementSchema },
      (scope, id, patch) => settlements.update(scope, id, patch),
    );

    deleteRoute(app, '/settlements/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      settlements.delete(scopeOf(request), id),
    );
  };
}
