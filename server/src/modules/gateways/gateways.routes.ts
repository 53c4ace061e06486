import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gatewayBodySchema } from '@tropero/shared/herd';
import { patchSchema } from '@tropero/shared/patch';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { GatewaysService } from './gateways.service';

const tags = ['gateways'];
const idParams = z.object({ id: fields.objectId() });
const gatewaySchema = z.object({
  _id: z.string(),
  accountId: z.string(),
  settlementId: z.string().nullable(),
  identifier: z.string(),
  name: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});

export function gatewaysRoutes(gateways: GatewaysService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/gateways', { schema: { tags, response: { 200: z.array(gatewaySchema) } } }, async (request) =>
      gateways.list(await resolveScope(request, db)),
    );

    app.get(
      '/gateways/all',
      {
        config: { roles: ['superadmin'] },
        schema: {
          tags,
          response: {
            200: z.array(
              gatewaySchema.extend({ accountName: z.string(), settlementName: z.string().nullable() }),
            ),
          },
        },
      },
      () => gateways.listAll(),
    );

    app.post(
      '/gateways',
      {
        schema: {
          tags,
          body: gatewayBodySchema,
          response: { 201: z.object({ gateway: gatewaySchema, ingestKey: z.string() }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await gateways.create(await resolveScope(request, db), request.body)),
    );

    app.put(
      '/gateways/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: patchSchema(gatewayBodySchema),
          response: { 200: gatewaySchema },
        },
      },
      async (request) => gateways.update(await resolveScope(request, db), request.params.id, request.body),
    );

    app.delete(
      '/gateways/:id',
      { schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
      async (request) => {
        await gateways.delete(await resolveScope(request, db), request.params.id);
        return { message: 'deleted' };
      },
    );

    app.get(
      '/gateways/:id/unknown-devices',
      {
        schema: {
          tags,
          description:
            'Identifiers the gateway heard that the account has no device for (the newest 200), with how many readings and when last.',
          params: idParams,
          response: {
            200: z.array(z.object({ identifier: z.string(), count: z.number(), lastSeen: z.number() })),
          },
        },
      },
      async (request) => gateways.unknownDevices(await resolveScope(request, db), request.params.id),
    );

    app.post(
      '/gateways/:id/key',
      { schema: { tags, params: idParams, response: { 200: z.object({ ingestKey: z.string() }) } } },
      async (request) => gateways.regenerateKey(await resolveScope(request, db), request.params.id),
    );

    app.put(
      '/gateways/:id/assignment',
      {
        config: { roles: ['superadmin'] },
        schema: {
          tags,
          description: 'Gateway assignment (/gw-assignment): which account and settlement a gateway serves.',
          params: idParams,
          body: z.object({
            accountId: fields.objectId(),
            settlementId: fields.objectId().nullable().default(null),
          }),
          response: { 200: gatewaySchema },
        },
      },
      (request) => gateways.assign(request.params.id, request.body.accountId, request.body.settlementId),
    );
  };
}
