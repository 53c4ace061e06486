import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema as idParams,
  messageSchema as message,
  updatedSchema,
} from '@tropero/shared/contracts/common';
import {
  cropParamsSchema as cropParams,
  plotImportQuerySchema,
  plotImportResultSchema,
} from '@tropero/shared/contracts/farm';
import {
  cropBodySchema,
  cropSchema,
  cropTypeSchema,
  plotBatchSchema,
  plotBodySchema,
  plotPatchSchema,
  plotSchema,
} from '@tropero/shared/farm';
import { getRoute } from '../../http/account-routes';
import { scopeOf } from '../../http/account-scope';
import { settlementItemRoutes } from '../../http/settlement-item-routes';
import { uploadedFile } from '../../http/upload';
import type { CropsService } from '../crops/crops.service';
import type { PlotsImport } from './plots.import';
import type { PlotsService } from './plots.service';

const tags = ['plots'];

/** Plots of a settlement, their crop history, batch operations and the KML/KMZ import. */
export function plotsRoutes(
  plots: PlotsService,
  crops: CropsService,
  plotsImport: PlotsImport,
): FastifyPluginAsyncZod {
  return async (app) => {
    settlementItemRoutes(
      app,
      'plots',
      { tags, item: plotSchema, body: plotBodySchema, patch: plotPatchSchema },
      plots,
    );

    app.post(
      '/settlements/:id/plots/import',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description:
            'Multipart upload (field `file`) of a KML or KMZ file; `pointsAs` turns points into markers.',
          params: idParams,
          querystring: plotImportQuerySchema,
          response: { 201: plotImportResultSchema },
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const file = await uploadedFile(request);
        return reply
          .status(201)
          .send(await plotsImport.run(scope, request.params.id, file, request.query.pointsAs));
      },
    );

    getRoute(app, '/plots/:id', { tags, item: plotSchema }, (scope, id) => plots.get(scope, id));

    app.post(
      '/plots/batch',
      {
        config: { scope: 'account' },
        schema: { tags, body: plotBatchSchema, response: { 200: updatedSchema } },
      },
      async (request) => plots.batch(scopeOf(request), request.body),
    );

    app.get('/crop-types', { schema: { tags, response: { 200: cropTypeSchema.array() } } }, () =>
      crops.cropTypes(),
    );

    app.get(
      '/plots/:id/crops',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, response: { 200: cropSchema.array() } },
      },
      async (request) => plots.cropHistory(scopeOf(request), request.params.id),
    );

    app.post(
      '/plots/:id/crops',
      {
        config: { scope: 'account' },
        schema: { tags, params: idParams, body: cropBodySchema, response: { 201: cropSchema.array() } },
      },
      async (request, reply) =>
        reply.status(201).send(await plots.addCrop(scopeOf(request), request.params.id, request.body)),
    );

    app.put(
      '/plots/:id/crops/:cropId',
      {
        config: { scope: 'account' },
        schema: { tags, params: cropParams, body: cropBodySchema, response: { 200: cropSchema.array() } },
      },
      async (request) =>
        plots.updateCrop(scopeOf(request), request.params.id, request.params.cropId, request.body),
    );

    app.delete(
      '/plots/:id/crops/:cropId',
      { config: { scope: 'account' }, schema: { tags, params: cropParams, response: { 200: message } } },
      async (request) => {
        await plots.deleteCrop(scopeOf(request), request.params.id, request.params.cropId);
        return { message: 'deleted' };
      },
    );
  };
}
