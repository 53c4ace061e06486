import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../i18n/texts';
import {
  animalExportQuerySchema,
  deviceExportQuerySchema,
  eventsExportParams,
  locationsExportParams,
  telemetryExportParams,
} from '@tropero/shared/contracts/files';
import { patterns } from '@tropero/shared/validation';
import { AppError } from '../../errors/app-error';
import { rangeQuery } from '@tropero/shared/contracts/range';
import { toRange } from '../range/request-range';
import { scopeOf } from '../../http/account-scope';
import { callerOf } from '../../http/auth-hooks';
import type { ExportFile, ExportsService } from './exports.service';

const tags = ['exports'];
const description = (list: string) =>
  `Every row matching the filters of GET ${list} (not paginated), as CSV or XLSX, with headers in the user's language.`;

export function download(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}

export function exportsRoutes(downloads: ExportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/exports/animals',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description: description('/animals'),
          querystring: animalExportQuerySchema,
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const language = languageOf(callerOf(request).user.language);
        return download(reply, await downloads.animals(scope, request.query, language));
      },
    );

    const telemetryQuery = rangeQuery.extend(telemetryExportParams);
    const animalsOf = (query: { animalIds?: string; settlementId?: string }) => {
      const ids = query.animalIds?.split(',').filter(Boolean);
      if (!query.settlementId && !ids?.length)
        throw new AppError('VALIDATION', { errors: { animalIds: 'validation.required' } });
      if (ids?.some((id) => !patterns.objectId.test(id)))
        throw new AppError('VALIDATION', { errors: { animalIds: 'validation.objectId' } });
      return ids;
    };

    /** What both telemetry downloads read from a request: scope, animals, range and the caller's language. */
    const telemetryRequest = (
      request: FastifyRequest,
      params: { animalIds?: string; settlementId?: string; fromDate?: string; toDate?: string },
    ) => ({
      scope: scopeOf(request),
      query: { settlementId: params.settlementId, animalIds: animalsOf(params), range: toRange(params) },
      language: languageOf(callerOf(request).user.language),
    });

    app.get(
      '/exports/locations',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description:
            'Reported locations of some animals (animalIds) or of a settlement, over a range: CSV, XLSX or GeoJSON.',
          querystring: telemetryQuery.extend(locationsExportParams),
        },
      },
      async (request, reply) => {
        const { scope, query, language } = telemetryRequest(request, request.query);
        return download(
          reply,
          await downloads.locations(scope, { ...query, format: request.query.format }, language),
        );
      },
    );

    app.get(
      '/exports/events',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description:
            'Daily animal events (behaviour hours, km, Mcal) of some animals or of a settlement: CSV or XLSX.',
          querystring: telemetryQuery.extend(eventsExportParams),
        },
      },
      async (request, reply) => {
        const { scope, query, language } = telemetryRequest(request, request.query);
        return download(
          reply,
          await downloads.events(scope, { ...query, format: request.query.format }, language),
        );
      },
    );

    app.get(
      '/exports/devices',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description: description('/devices'),
          querystring: deviceExportQuerySchema,
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const language = languageOf(callerOf(request).user.language);
        return download(reply, await downloads.devices(scope, request.query, language));
      },
    );
  };
}
