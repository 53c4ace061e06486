import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEVICE_TYPES,
  deviceBodySchema,
  deviceListQuerySchema,
  devicePatchSchema,
  deviceSchema,
  TECHNOLOGIES,
} from '@tropero/shared/herd';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import type { DevicesService } from './devices.service';

const tags = ['devices'];
const idParams = z.object({ id: fields.objectId() });
const keyResponse = z.object({ ingestKey: z.string() });

const fastLoadBody = z.object({
  /** Pasted text, one identifier per line, or the lines already split. */
  identifiers: z.union([z.string().max(1_000_000), z.array(z.string().max(100)).max(10_000)]),
  type: z.enum(DEVICE_TYPES, 'validation.deviceType'),
  firmware: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,20}$/, 'validation.firmware')
    .optional(),
  technology: z.enum(TECHNOLOGIES, 'validation.technology').optional(),
  settlementId: fields.objectId().nullable().optional(),
});

export function devicesRoutes(devices: DevicesService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/devices',
      {
        schema: {
          tags,
          querystring: deviceListQuerySchema,
          response: { 200: z.object({ items: z.array(deviceSchema), total: z.number() }) },
        },
      },
      async (request) => devices.list(await resolveScope(request, db), request.query),
    );

    app.post(
      '/devices',
      {
        schema: {
          tags,
          description: 'Creates a device. The ingest key is answered this once only.',
          body: deviceBodySchema,
          response: { 201: z.object({ device: deviceSchema, ingestKey: z.string() }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await devices.create(await resolveScope(request, db), request.body)),
    );

    app.post(
      '/devices/bulk',
      {
        schema: {
          tags,
          description: 'Fast device loading: all lines are created, or none when any line is wrong.',
          body: fastLoadBody,
          response: {
            201: z.object({
              created: z.number(),
              devices: z.array(z.object({ _id: z.string(), identifier: z.string(), ingestKey: z.string() })),
            }),
          },
        },
      },
      async (request, reply) => {
        const { identifiers, ...rest } = request.body;
        const lines = typeof identifiers === 'string' ? identifiers.split(/\r?\n/) : identifiers;
        return reply
          .status(201)
          .send(await devices.fastLoad(await resolveScope(request, db), { ...rest, identifiers: lines }));
      },
    );

    app.get(
      '/devices/:id',
      { schema: { tags, params: idParams, response: { 200: deviceSchema } } },
      async (request) => devices.get(await resolveScope(request, db), request.params.id),
    );

    app.put(
      '/devices/:id',
      { schema: { tags, params: idParams, body: devicePatchSchema, response: { 200: deviceSchema } } },
      async (request) => devices.update(await resolveScope(request, db), request.params.id, request.body),
    );

    app.delete(
      '/devices/:id',
      { schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
      async (request) => {
        await devices.delete(await resolveScope(request, db), request.params.id);
        return { message: 'deleted' };
      },
    );

    app.post(
      '/devices/:id/key',
      {
        schema: {
          tags,
          description: 'Issues a new ingest key; the old one stops working.',
          params: idParams,
          response: { 200: keyResponse },
        },
      },
      async (request) => devices.regenerateKey(await resolveScope(request, db), request.params.id),
    );
  };
}
