import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_QUERY_PARAM, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tropero/shared/constants';
import { animalListQuerySchema, deviceListQuerySchema } from '@tropero/shared/herd';
import type { Executor } from '../../db/executor';
import { resolveScope } from '../../http/account-scope';
import { callerOf } from '../../http/auth-hooks';
import type { ExportFile, ExportsService } from './exports.service';

const tags = ['exports'];
const exportParams = {
  format: z.enum(['csv', 'xlsx'], 'validation.format').default('xlsx'),
  /** Declared so that query validation keeps it for resolveScope (undeclared keys are dropped). */
  [ACCOUNT_QUERY_PARAM]: z.string().optional(),
};
const noPaging = { page: true, pageSize: true } as const;
const description = (list: string) =>
  `Every row matching the filters of GET ${list} (not paginated), as CSV or XLSX, with headers in the user's language.`;

const languageOf = (language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;

function download(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}

export function exportsRoutes(downloads: ExportsService, db: Executor): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/exports/animals',
      {
        schema: {
          tags,
          description: description('/animals'),
          querystring: animalListQuerySchema.omit(noPaging).extend(exportParams),
        },
      },
      async (request, reply) => {
        const scope = await resolveScope(request, db);
        const language = languageOf(callerOf(request).user.language);
        return download(reply, await downloads.animals(scope, request.query, language));
      },
    );

    app.get(
      '/exports/devices',
      {
        schema: {
          tags,
          description: description('/devices'),
          querystring: deviceListQuerySchema.omit(noPaging).extend(exportParams),
        },
      },
      async (request, reply) => {
        const scope = await resolveScope(request, db);
        const language = languageOf(callerOf(request).user.language);
        return download(reply, await downloads.devices(scope, request.query, language));
      },
    );
  };
}
