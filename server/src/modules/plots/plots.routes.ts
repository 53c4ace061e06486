import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cropBodySchema,
  cropSchema,
  cropTypeSchema,
  MARKER_TYPES,
  plotBatchSchema,
  plotBodySchema,
  plotPatchSchema,
  plotSchema,
} from '@tropero/shared/farm';
import { fields } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import { uploadedFile } from '../../http/upload';
import type { CropsService } from '../crops/crops.service';
import type { PlotsImport } from './plots.import';
import type { PlotsService } from './plots.service';

const tags = ['plots'];
const idParams = z.object({ id: fields.objectId() });
const cropParams = z.object({ id: fields.objectId(), cropId: fields.objectId() });
const message = z.object({ message: z.string() });

/** Plots of a settlement, their crop history, batch operations and the KML/KMZ import. */
export function plotsRoutes(
  plots: PlotsService,
  crops: CropsService,
  plotsImport: PlotsImport,
  db: Executor,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settlements/:id/plots',
      { schema: { tags, params: idParams, response: { 200: z.array(plotSchema) } } },
      async (request) => plots.list(await resolveScope(request, db), request.params.id),
    );

    app.post(
      '/settlements/:id/plots',
      { schema: { tags, params: idParams, body: plotBodySchema, response: { 201: plotSchema } } },
      async (request, reply) => {
        const scope = await resolveScope(request, db);
        const [id] = await plots.create(scope, request.params.id, [request.body]);
        return reply.status(201).send(await plots.get(scope, id!));
      },
    );

    app.post(
      '/settlements/:id/plots/import',
      {
        schema: {
          tags,
          description:
            'Multipart upload (field `file`) of a KML or KMZ file; `pointsAs` turns points into markers.',
          params: idParams,
          querystring: z.object({ pointsAs: z.enum(MARKER_TYPES, 'validation.markerType').optional() }),
          response: {
            201: z.object({
              plots: z.array(plotSchema),
              markers: z.number(),
              skipped: z.array(z.object({ index: z.number(), name: z.string() })),
            }),
          },
        },
      },
      async (request, reply) => {
        const scope = await resolveScope(request, db);
        const file = await uploadedFile(request);
        return reply
          .status(201)
          .send(await plotsImport.run(scope, request.params.id, file, request.query.pointsAs));
      },
    );

    app.get(
      '/plots/:id',
      { schema: { tags, params: idParams, response: { 200: plotSchema } } },
      async (request) => plots.get(await resolveScope(request, db), request.params.id),
    );

    app.put(
      '/plots/:id',
      { schema: { tags, params: idParams, body: plotPatchSchema, response: { 200: plotSchema } } },
      async (request) => plots.update(await resolveScope(request, db), request.params.id, request.body),
    );

    app.delete(
      '/plots/:id',
      { schema: { tags, params: idParams, response: { 200: message } } },
      async (request) => {
        await plots.delete(await resolveScope(request, db), request.params.id);
        return { message: 'deleted' };
      },
    );

    app.post(
      '/plots/batch',
      { schema: { tags, body: plotBatchSchema, response: { 200: z.object({ updated: z.number() }) } } },
      async (request) => plots.batch(await resolveScope(request, db), request.body),
    );

    app.get('/crop-types', { schema: { tags, response: { 200: z.array(cropTypeSchema) } } }, () =>
      crops.cropTypes(),
    );

    app.get(
      '/plots/:id/crops',
      { schema: { tags, params: idParams, response: { 200: z.array(cropSchema) } } },
      async (request) => plots.cropHistory(await resolveScope(request, db), request.params.id),
    );

    app.post(
      '/plots/:id/crops',
      { schema: { tags, params: idParams, body: cropBodySchema, response: { 201: z.array(cropSchema) } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await plots.addCrop(await resolveScope(request, db), request.params.id, request.body)),
    );

    app.put(
      '/plots/:id/crops/:cropId',
      { schema: { tags, params: cropParams, body: cropBodySchema, response: { 200: z.array(cropSchema) } } },
      async (request) =>
        plots.updateCrop(
          await resolveScope(request, db),
          request.params.id,
          request.params.cropId,
          request.body,
        ),
    );

    app.delete(
      '/plots/:id/crops/:cropId',
      { schema: { tags, params: cropParams, response: { 200: message } } },
      async (request) => {
        await plots.deleteCrop(await resolveScope(request, db), request.params.id, request.params.cropId);
        return { message: 'deleted' };
      },
    );
  };
}
