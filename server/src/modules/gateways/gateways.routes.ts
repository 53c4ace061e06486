import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams, ingestKeySchema } from '@tropero/shared/contracts/common';
import {
  gatewayAssignmentSchema,
  gatewayCreatedSchema,
  gatewayListQuerySchema,
  gatewayOfAnyAccountPageSchema,
  gatewayPatchSchema,
  gatewaySchema,
  unknownDeviceSchema,
} from '@tropero/shared/contracts/herd';
import { gatewayBodySchema } from '@tropero/shared/herd';
import { createRoute, updateRoute } from '../../http/account-routes';
import { scopeOf } from '../../http/account-scope';
import { callerOf } from '../../http/auth-hooks';
import { deleteRoute } from '../../http/delete-route';
import type { GatewaysService } from './gateways.service';

const tags = ['gateways'];

export function gatewaysRoutes(gateways: GatewaysService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/gateways',
      { config: { scope: 'account' }, schema: { tags, response: { 200: gatewaySchema.array() } } },
      async (request) => gateways.list(scopeOf(request)),
    );

    app.get(
      '/gateways/all',
      {
        config: { roles: ['superadmin'] },
        schema: {
          tags,
          description: 'A page of every gateway, searched by name, identifier or account name.',
          querystring: gatewayListQuerySchema,
          response: { 200: gatewayOfAnyAccountPageSchema },
        },
      },
      (request) => gateways.listAll(request.query),
    );

    createRoute(
      app,
      '/gateways',
      { tags, body: gatewayBodySchema, item: gatewayCreatedSchema },
      (scope, body) => gateways.create(scope, body),
    );

    updateRoute(
      app,
      '/gateways/:id',
      { tags, body: gatewayPatchSchema, item: gatewaySchema },
      (scope, id, patch) => gateways.update(scope, id, patch),
    );

    deleteRoute(app, '/gateways/:id', { tags, config: { scope: 'account' } }, (id, request) =>
      gateways.delete(scopeOf(request), id),
    );

    app.get(
      '/gateways/:id/unknown-devices',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description:
            'Identifiers the gateway heard that the account has no device for (the newest 200), with how many readings and when last.',
          params: idParams,
          response: { 200: unknownDeviceSchema.array() },
        },
      },
      async (request) => gateways.unknownDevices(scopeOf(request), request.params.id),
    );

    app.post(
      '/gateways/:id/key',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, response: { 200: ingestKeySchema } },
      },
      async (request) => gateways.regenerateKey(callerOf(request), scopeOf(request), request.params.id),
    );

    app.put(
      '/gateways/:id/assignment',
      {
        config: { roles: ['superadmin'] },
        schema: {
          tags,
          description: 'Gateway assignment (/gw-assignment): which account and settlement a gateway serves.',
          params: idParams,
          body: gatewayAssignmentSchema,
          response: { 200: gatewaySchema },
        },
      },
      (request) => gateways.assign(request.params.id, request.body.accountId, request.body.settlementId),
    );
  };
}
