import { z } from 'zod';
import { ACCOUNT_QUERY_PARAM } from '../constants';
import { animalListQuerySchema, deviceListQuerySchema } from '../herd';
import { fields } from '../validation';

/**
 * The account parameter is declared so that query validation keeps it for the account scope
 * (the zod validator drops keys a schema does not name).
 */
const accountParam = { [ACCOUNT_QUERY_PARAM]: z.string().optional() };
const dryRunParam = {
  dryRun: z
    .enum(['true', 'false'], 'validation.boolean')
    .optional()
    .transform((value) => value === 'true'),
};

export const animalImportQuerySchema = z.object({ ...accountParam, ...dryRunParam });
export const deviceImportQuerySchema = z.object({
  ...accountParam,
  ...dryRunParam,
  settlementId: fields.objectId().optional(),
});
export const importResponseSchemas = {
  200: z.object({ valid: z.number() }).describe('dry run: the file is valid, nothing stored'),
  201: z.object({ imported: z.number() }),
};
export const templateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], 'validation.format').default('xlsx'),
});

const exportParams = {
  format: z.enum(['csv', 'xlsx'], 'validation.format').default('xlsx'),
  ...accountParam,
};
const noPaging = { page: true, pageSize: true } as const;
/** The animals list's filters, without paging: the download holds every match. */
export const animalExportQuerySchema = animalListQuerySchema.omit(noPaging).extend(exportParams);
export const deviceExportQuerySchema = deviceListQuerySchema.omit(noPaging).extend(exportParams);

/** What a telemetry download covers, beside its range: some animals, or a settlement's. */
export const telemetryExportParams = {
  ...accountParam,
  settlementId: fields.objectId().optional(),
  /** Animal ids, comma separated (or a settlementId for all of its animals). */
  animalIds: z
    .string()
    .max(25 * 1000)
    .optional(),
};
export const eventsExportParams = exportParams;
export const locationsExportParams = {
  format: z.enum(['csv', 'xlsx', 'geojson'], 'validation.format').default('csv'),
};
