import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema as idParams, updatedSchema } from '@tropero/shared/contracts/common';
import {
  alertListQuery,
  alertManyBody,
  alertPageSchema,
  alertReadBody,
  alertSchema,
  unreadSummarySchema,
} from '@tropero/shared/contracts/alerts';
import { fields } from '@tropero/shared/validation';
import { callerOf } from '../../http/auth-hooks';
import type { AlertsService } from './alerts.service';

const tags = ['alerts'];
const userParams = z.object({ userId: fields.objectId() });
const readerParams = z.object({ readerId: fields.objectId() });

/** Spec §7 `/alert/*`: a user's alerts across the settlements he reaches, and his read marks. */
export function alertsRoutes(alerts: AlertsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/alert/all/:userId',
      {
        schema: {
          tags,
          description:
            'Newest first (last time seen). `total` is exact up to 10,000 and 10,000 beyond: a page never counts a whole account.',
          params: userParams,
          querystring: alertListQuery,
          response: { 200: alertPageSchema },
        },
      },
      async (request) => alerts.list(callerOf(request), request.params.userId, request.query),
    );

    app.get(
      '/alert/countunread/:readerId',
      { schema: { tags, params: readerParams, response: { 200: unreadSummarySchema } } },
      async (request) => alerts.unread(callerOf(request), request.params.readerId),
    );

    app.get(
      '/alert/:id',
      { schema: { tags, params: idParams, response: { 200: alertSchema } } },
      async (request) => alerts.get(callerOf(request), request.params.id),
    );

    app.put(
      '/alert/many/:userId',
      { schema: { tags, params: userParams, body: alertManyBody, response: { 200: updatedSchema } } },
      async (request) => ({
        updated: await alerts.readMany(callerOf(request), request.params.userId, request.body.ids),
      }),
    );

    app.put(
      '/alert/:id',
      { schema: { tags, params: idParams, body: alertReadBody, response: { 200: alertSchema } } },
      async (request) => alerts.read(callerOf(request), request.params.id),
    );
  };
}
