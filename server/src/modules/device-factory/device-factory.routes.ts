import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams, messageSchema } from '@tropero/shared/contracts/common';
import {
  batchBodySchema,
  batchCodesBodySchema,
  batchCodesSchema,
  batchCreatedSchema,
  batchDetailSchema,
  batchFilesBodySchema,
  batchListQuerySchema,
  batchPageSchema,
  batchSchema,
  batchShipmentSchema,
  type BatchCode,
  consoleDeviceListQuerySchema,
  consoleDevicePageSchema,
  deviceClaimedSchema,
  deviceClaimSchema,
  deviceMoveSchema,
} from '@tropero/shared/contracts/device-factory';
import { scopeOf } from '../../http/account-scope';
import { callerOf } from '../../http/auth-hooks';
import type { BatchCodesService } from './batch-codes.service';
import type { BatchesService } from './batches.service';
import type { DeviceClaimsService } from './device-claims.service';
import type { DeviceConsoleService } from './device-console.service';

const tags = ['device-factory'];
const superadmin = { roles: ['superadmin'] } as const;

/** The device factory and the devices console (superadmin), and a rancher's claim of a factory device. */
export function deviceFactoryRoutes(services: {
  batches: BatchesService;
  codes: BatchCodesService;
  claims: DeviceClaimsService;
  console: DeviceConsoleService;
}): FastifyPluginAsyncZod {
  const { batches, codes, claims, console } = services;
  const pdf = (reply: FastifyReply, id: string, bytes: Uint8Array) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="etiquetas-${id}.pdf"`)
      .send(Buffer.from(bytes));
  const csv = (reply: FastifyReply, id: string, text: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="dispositivos-${id}.csv"`)
      .send(text);
  const withCodes = {
    tags,
    description:
      'The files with the codes the creation or a regeneration answered, each checked against its device.',
    params: idParams,
    body: batchFilesBodySchema,
  };
  return async (app) => {
    app.post(
      '/device-batches',
      {
        config: superadmin,
        schema: {
          tags,
          description:
            'A production batch: identifiers entered, imported (CSV text) or a range; a code each, answered this once.',
          body: batchBodySchema,
          response: { 201: batchCreatedSchema },
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
      { config: superadmin, schema: { tags, description: 'Labels without codes.', params: idParams } },
      async (request, reply) => pdf(reply, request.params.id, await batches.labels(request.params.id)),
    );

    app.get(
      '/device-batches/:id/devices.csv',
      { config: superadmin, schema: { tags, description: 'The devices without codes.', params: idParams } },
      async (request, reply) => csv(reply, request.params.id, await batches.csv(request.params.id)),
    );

    app.post(
      '/device-batches/:id/labels.pdf',
      { config: superadmin, schema: withCodes },
      async (request, reply) =>
        pdf(
          reply,
          request.params.id,
          await batches.labels(request.params.id, request.body.devices as BatchCode[]),
        ),
    );

    app.post(
      '/device-batches/:id/devices.csv',
      { config: superadmin, schema: withCodes },
      async (request, reply) =>
        csv(
          reply,
          request.params.id,
          await batches.csv(request.params.id, request.body.devices as BatchCode[]),
        ),
    );

    app.post(
      '/device-batches/:id/codes',
      {
        config: superadmin,
        schema: {
          tags,
          description:
            'New activation codes for the given devices of the batch, or every one not claimed: answered once; the old codes stop working.',
          params: idParams,
          body: batchCodesBodySchema,
          response: { 200: batchCodesSchema },
        },
      },
      (request) => codes.regenerate(callerOf(request), request.params.id, request.body.identifiers),
    );

    app.post(
      '/devices/claim',
      {
        config: { scope: 'account' },
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
          .send(await claims.claim(callerOf(request), scopeOf(request), request.body, request.ip)),
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
