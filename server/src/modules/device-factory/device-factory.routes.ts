import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams, messageSchema } from '@tropero/shared/contracts/common';
import {
  batchBodySchema,
  batchDetailSchema,
  batchListQuerySchema,
  batchPageSchema,
  batchSchema,
  batchShipmentSchema,
  consoleDeviceListQuerySchema,
  consoleDevicePageSchema,
  deviceClaimedSchema,
  deviceClaimSchema,
  deviceMoveSchema,
} from '@tropero/shared/contracts/device-factory';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import { callerOf } from '../../http/auth-hooks';
import type { BatchesService } from './batches.service';
import type { DeviceClaimsService } from './device-claims.service';
import type { DeviceConsoleService } from './device-console.service';

const tags = ['device-factory'];
const superadmin = { roles: ['superadmin'] } as const;

/** The device factory and the devices console (superadmin), and a rancher's claim of a factory device. */
export function deviceFactoryRoutes(
  services: { batches: BatchesService; claims: DeviceClaimsService; console: DeviceConsoleService },
  db: Executor,
): FastifyPluginAsyncZod {
  const { batches, claims, console } = services;
  return async (app) => {
    app.post(
      '/device-batches',
      {
        config: superadmin,
        schema: {
          tags,
          description:
            'A production batch: identifiers entered, imported (CSV text) or a range; a code each.',
          body: batchBodySchema,
          response: { 201: batchSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await batches.create(callerOf(request), request.body)),
    );

    app.get(
      '/device-batches',
      {
        config: superadmin,
        schema: { tags, querystring: batchListQuerySchema, response: { 200: batchPageSchema } },
      },
      (request) => batches.list(request.query),
    );

    app.get(
      '/device-batches/:id',
      { config: superadmin, schema: { tags, params: idParams, response: { 200: batchDetailSchema } } },
      (request) => batches.get(request.params.id),
    );

    app.put(
      '/device-batches/:id/shipment',
      {
        config: superadmin,
        schema: { tags, params: idParams, body: batchShipmentSchema, response: { 200: batchSchema } },
      },
      (request) => batches.ship(callerOf(request), request.params.id, request.body.accountId),
    );

    app.get(
      '/device-batches/:id/labels.pdf',
      { config: superadmin, schema: { tags, params: idParams } },
      async (request, reply) => {
        const pdf = await batches.labels(request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="etiquetas-${request.params.id}.pdf"`)
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      '/device-batches/:id/devices.csv',
      { config: superadmin, schema: { tags, params: idParams } },
      async (request, reply) => {
        const csv = await batches.csv(request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="dispositivos-${request.params.id}.csv"`)
          .send(csv);
      },
    );

    app.post(
      '/devices/claim',
      {
        schema: {
          tags,
          description: "Adds a factory device to the caller's account with its activation code, once.",
          body: deviceClaimSchema,
          response: { 201: deviceClaimedSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await claims.claim(callerOf(request), await resolveScope(request, db), request.body)),
    );

    app.get(
      '/devices/all',
      {
        config: superadmin,
        schema: {
          tags,
          querystring: consoleDeviceListQuerySchema,
          response: { 200: consoleDevicePageSchema },
        },
      },
      (request) => console.list(request.query),
    );

    app.put(
      '/devices/:id/account',
      {
        config: superadmin,
        schema: { tags, params: idParams, body: deviceMoveSchema, response: { 200: messageSchema } },
      },
      async (request) => {
        await console.move(callerOf(request), request.params.id, request.body.accountId);
        return { message: 'moved' };
      },
    );

    app.put(
      '/devices/:id/retirement',
      { config: superadmin, schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (request) => {
        await console.retire(callerOf(request), request.params.id);
        return { message: 'retired' };
      },
    );
  };
}
