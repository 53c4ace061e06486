import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  chirpstackQuerySchema,
  ingestSummarySchema as summarySchema,
  MAX_INGEST_BATCH,
  networkUplinkSchema,
  osmandParamsSchema,
  readingBatchSchema,
} from '@tropero/shared/contracts/ingest';
import { AppError } from '../errors/app-error';
import type { AppMetrics, IngestSource } from '../metrics/metrics';
import type { Credential } from '../modules/telemetry/device-directory';
import type { TelemetryService } from '../modules/telemetry/telemetry.service';
import { chirpstackReading, ttnReading, type FieldMaps } from './lorawan';
import { osmandJsonReading, osmandQueryReading } from './osmand';

const config = { auth: 'public' as const, xsrf: false };
const tags = ['ingest'];

function bearerKey(request: FastifyRequest): string | undefined {
  const [scheme, key] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' ? key : undefined;
}

/**
 * Device ingestion (docs/architecture.md "From collar to map"): a JSON batch, the OsmAnd protocol of Traccar
 * Client and many trackers, and LoRaWAN network-server webhooks — all normalised into readings for one
 * service.
 */
export function ingestRoutes(
  telemetry: TelemetryService,
  fieldMaps: FieldMaps,
  metrics?: Pick<AppMetrics, 'ingested'>,
): FastifyPluginAsyncZod {
  /** Files the readings and counts them by source for /metrics. */
  const ingest = async (source: IngestSource, credential: Credential, readings: unknown[]) => {
    const summary = await telemetry.ingest(credential, readings);
    metrics?.ingested(source, summary);
    return summary;
  };
  return async (app) => {
    // Devices send thousands a second and the service builds each summary itself: re-checking it
    // against the schema on the way out costs more than writing it. The schema still documents it.
    app.setSerializerCompiler(() => (payload) => JSON.stringify(payload));

    app.post(
      '/readings',
      {
        config,
        bodyLimit: 16 * 1024 * 1024,
        schema: {
          tags,
          description: `A batch of up to ${MAX_INGEST_BATCH} readings from a gateway or device (Authorization: Bearer <ingest key>). Each reading is checked on its own: one outside what a collar can report (battery 0–100 %, a cell's volts, sensor temperatures, coordinates…) is refused with the field's reason, and the others are stored.`,
          body: readingBatchSchema,
          response: { 200: summarySchema },
        },
      },
      async (request) => {
        const credential = await telemetry.authenticate(bearerKey(request));
        const readings = Array.isArray(request.body) ? request.body : request.body.readings;
        return ingest('readings', credential, readings);
      },
    );

    const osmand = async (request: FastifyRequest<{ Params: { key?: string } }>) => {
      const credential = await telemetry.authenticate(request.params.key);
      const body = request.body as Record<string, unknown> | undefined;
      const reading =
        body && typeof body === 'object' && 'location' in body
          ? osmandJsonReading(body)
          : osmandQueryReading({ ...(body ?? {}), ...(request.query as Record<string, unknown>) });
      if (!reading.device && credential.identifier) reading.device = credential.identifier;
      return ingest('osmand', credential, [reading]);
    };
    const osmandSchema = {
      tags,
      description:
        'OsmAnd protocol (Traccar Client): `/ingest/osmand/<device ingest key>?id=…&lat=…&lon=…&timestamp=…`.',
      params: osmandParamsSchema,
      response: { 200: summarySchema },
    };
    // OsmAnd trackers may post their fields as a form: only these routes read forms.
    await app.register(async (osmandRoutes) => {
      osmandRoutes.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      osmandRoutes.get('/osmand/:key', { config, schema: osmandSchema }, osmand);
      osmandRoutes.post('/osmand/:key', { config, schema: osmandSchema }, osmand);
    });

    app.post(
      '/chirpstack',
      {
        config,
        schema: {
          tags,
          description: 'ChirpStack v4 HTTP integration; only `event=up` carries readings.',
          querystring: chirpstackQuerySchema,
          body: networkUplinkSchema,
          response: { 200: summarySchema },
        },
      },
      async (request) => {
        const credential = await telemetry.authenticate(bearerKey(request));
        if (request.query.event !== 'up') return { accepted: 0, duplicated: 0, rejected: 0, rejections: [] };
        return ingest('chirpstack', credential, [chirpstackReading(request.body, fieldMaps)]);
      },
    );

    app.post(
      '/ttn',
      {
        config,
        schema: {
          tags,
          description: 'The Things Stack v3 webhook (uplink message).',
          body: networkUplinkSchema,
          response: { 200: summarySchema },
        },
      },
      async (request) => {
        const credential = await telemetry.authenticate(bearerKey(request));
        if (!('uplink_message' in request.body))
          throw new AppError('VALIDATION', { errors: { uplink_message: 'validation.required' } });
        return ingest('ttn', credential, [ttnReading(request.body, fieldMaps)]);
      },
    );
  };
}
