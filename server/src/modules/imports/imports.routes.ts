import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  animalImportQuerySchema,
  deviceImportQuerySchema,
  importResponseSchemas as importResponses,
  templateQuerySchema,
} from '@tropero/shared/contracts/files';
import { scopeOf } from '../../http/account-scope';
import { uploadedFile } from '../../http/upload';
import { CONTENT_TYPES, templateFile, templateFilename, type TemplateKind } from './import-templates';
import type { ImportsService } from './imports.service';

const tags = ['imports'];
const description = (columns: string) =>
  `Multipart upload (field \`file\`) of a CSV or XLSX file whose first row names the columns ${columns}. ` +
  'The whole file is checked first; any bad row answers 422 with every error and stores nothing.';

export function importsRoutes(imports: ImportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/imports/animals',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description: description(
            'caravanaNumber, animalSenasa, breed, animalType, animalSubtype, birthDay, observations, animalSettlement, roundup',
          ),
          querystring: animalImportQuerySchema,
          response: importResponses,
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const result = await imports.animals(scope, await uploadedFile(request), request.query.dryRun);
        return reply.status('imported' in result ? 201 : 200).send(result);
      },
    );

    app.post(
      '/imports/devices',
      {
        config: { scope: 'account' },
        schema: {
          tags,
          description: `${description('deviceType, deviceMACAddress, deviceFirmwareVersion, deviceAnimalID')} Devices on an animal go to its settlement; the others to \`settlementId\` when given.`,
          querystring: deviceImportQuerySchema,
          response: importResponses,
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const { dryRun, settlementId } = request.query;
        const result = await imports.devices(scope, await uploadedFile(request), { dryRun, settlementId });
        return reply.status('imported' in result ? 201 : 200).send(result);
      },
    );

    for (const kind of ['animals', 'devices'] as const satisfies TemplateKind[]) {
      app.get(
        `/imports/${kind}/template`,
        {
          schema: {
            tags,
            description: 'The header row and one example row, to fill in and import.',
            querystring: templateQuerySchema,
          },
        },
        async (request, reply) => {
          const { format } = request.query;
          return reply
            .header('content-type', CONTENT_TYPES[format])
            .header('content-disposition', `attachment; filename="${templateFilename(kind, format)}"`)
            .send(await templateFile(kind, format));
        },
      );
    }
  };
}
