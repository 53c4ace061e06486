import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE_PATH, DATA_API_BASE_PATH, PRODUCT_ID } from '@tropero/shared/constants';
import type { AppConfig, WeatherConfig } from './config';
import type { Database } from './db/connection';
import { appOrigins } from './http/app-origins';
import { registerScopeGuard } from './http/account-scope';
import { registerAuthHooks } from './http/auth-hooks';
import { errorBody, registerErrorHandling } from './http/errors';
import { registerNulByteGuard } from './http/nul-bytes';
import { API_PREFIXES, registerSecurityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { animalEventsRoutes } from './modules/animal-events/animal-events.routes';
import { authRoutes, dataAuthRoutes } from './modules/auth/auth.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { healthRoutes } from './modules/health/health.routes';
import { countRequests, metricsRoutes } from './metrics/metrics.routes';
import { ingestRoutes } from './ingest/ingest.routes';
import { liveRoutes } from './realtime/live.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { fencesRoutes } from './modules/fences/fences.routes';
import { markersRoutes } from './modules/markers/markers.routes';
import { plotsRoutes } from './modules/plots/plots.routes';
import { allocationsRoutes } from './modules/allocations/allocations.routes';
import { animalsRoutes } from './modules/animals/animals.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { gatewaysRoutes } from './modules/gateways/gateways.routes';
import { optionsRoutes } from './modules/options/options.routes';
import { roundupsRoutes } from './modules/roundups/roundups.routes';
import { searchRoutes } from './modules/search/search.routes';
import { settlementsRoutes } from './modules/settlements/settlements.routes';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { helpRoutes } from './modules/help/help.routes';
import { newsRoutes } from './modules/news/news.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { usersRoutes } from './modules/users/users.routes';
import { collarHistoryRoutes } from './modules/collar-history/collar-history.routes';
import { biomassRoutes } from './modules/biomass/biomass.routes';
import { forageRoutes } from './modules/forage/forage.routes';
import { heatmapRoutes } from './modules/heatmap/heatmap.routes';
import { herdActivityRoutes } from './modules/herd-activity/herd-activity.routes';
import { positionsRoutes } from './modules/positions/positions.routes';
import { weatherHistoryRoutes, weatherRoutes } from './modules/weather/weather.routes';
import { greenIndexRoutes } from './modules/green-index/green-index.routes';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { supportInboxRoutes, supportRoutes } from './modules/support/support.routes';
import { whatsappWebhookRoutes } from './modules/support/whatsapp-webhook.routes';
import { supportLiveRoutes } from './realtime/support-live.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { ownersRoutes } from './modules/owners/owners.routes';
import { deviceFactoryRoutes } from './modules/device-factory/device-factory.routes';
import { backupsRoutes } from './backup/backups.routes';
import { WEATHER_OFF, type Services } from './services';

export interface AppDeps {
  config: AppConfig;
  /** The database the routes resolve their callers' scope in. */
  database: Database;
  /** Every service the routes call (services.ts). */
  services: Services;
  /** The server's logger (logger.ts); Fastify logs requests through a child of it. */
  logger: Logger;
}

/** The weather-image services the browser fetches from (the app's content security policy allows them). */
const weatherImageOrigins = (weather: WeatherConfig): string[] =>
  [weather.radarIndexUrl, weather.radarTilesUrl, weather.satelliteBaseUrl].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  );

/** The HTTP side of the server: plugins, hooks and routes over the services it is given. */
export async function buildApp({ config, database, services, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Typed as Fastify's base logger: the routes and plugins are written for the default instance type.
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulByteGuard(app);
  const { metrics } = services;
  countRequests(app, metrics);
  // Bodies are JSON (and uploads multipart): a page elsewhere cannot post a form or plain text to
  // the API (login CSRF). Only the OsmAnd routes read forms, in their own context.
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_ID} API`, version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const { db } = database;
  const secureCookies = config.publicUrl.startsWith('https:');
  const webDist =
    config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : undefined;
  registerSecurityHeaders(app, {
    https: secureCookies,
    appOrigins: appOrigins(webDist, [
      ...(config.extraAppOrigins ?? []),
      ...weatherImageOrigins(config.weather ?? WEATHER_OFF),
    ]),
  });
  const { auth } = services;
  const sessionUser = (userId: string, sessionId: string) => auth.sessionUser(userId, sessionId);
  registerAuthHooks(app, { sessionUser, tokens: services.tokens, secureCookies });
  registerScopeGuard(app, db);

  // Devices get short answers, thousands a second: ingestion stays outside the compressed context.
  await app.register(ingestRoutes(services.telemetry, config.lorawanFieldMaps ?? {}, metrics), {
    prefix: '/ingest',
  });
  await app.register(metricsRoutes(metrics, config.metricsToken));
  // Farms are often on slow mobile links: API answers over 1 KB go compressed (the live map's list of
  // 10,000 animals shrinks about tenfold). Brotli at a low quality costs about as much CPU as gzip.
  await app.register(async (api) => {
    // Uploads are API routes: multipart's hooks (a listener and an async hook on every request)
    // stay off device ingestion, where they doubled the garbage collected per reading.
    await api.register(fastifyMultipart);
    await api.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await api.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiHooks: {} });
    await api.register(healthRoutes(services.health), { prefix: '/api' });
    await api.register(
      authRoutes(auth, { secure: secureCookies, maxAgeSeconds: config.refreshTokenTtlDays * 86_400 }),
      { prefix: API_BASE_PATH },
    );
    await api.register(usersRoutes(services.users, services.notifications), { prefix: API_BASE_PATH });
    await api.register(notificationsRoutes(services.notifications), { prefix: API_BASE_PATH });
    await api.register(newsRoutes(services.news), { prefix: API_BASE_PATH });
    await api.register(auditRoutes(services.audit), { prefix: API_BASE_PATH });
    await api.register(backupsRoutes(services.backups), { prefix: API_BASE_PATH });
    await api.register(ownersRoutes(services.owners), { prefix: API_BASE_PATH });
    await api.register(helpRoutes(services.help), { prefix: API_BASE_PATH });
    await api.register(accountsRoutes(services.accounts), { prefix: API_BASE_PATH });
    await api.register(reportsRoutes(services.reports), { prefix: API_BASE_PATH });
    await api.register(settlementsRoutes(services.settlements), { prefix: API_BASE_PATH });
    await api.register(sharingRoutes(services.sharing), { prefix: API_BASE_PATH });
    await api.register(plotsRoutes(services.plots, services.crops, services.plotsImport), {
      prefix: API_BASE_PATH,
    });
    await api.register(fencesRoutes(services.fences), { prefix: API_BASE_PATH });
    await api.register(markersRoutes(services.markers), { prefix: API_BASE_PATH });
    await api.register(roundupsRoutes(services.roundups), { prefix: API_BASE_PATH });
    await api.register(animalsRoutes(services.animals), { prefix: API_BASE_PATH });
    await api.register(devicesRoutes(services.devices), { prefix: API_BASE_PATH });
    await api.register(deviceFactoryRoutes(services.deviceFactory), { prefix: API_BASE_PATH });
    await api.register(gatewaysRoutes(services.gateways), { prefix: API_BASE_PATH });
    await api.register(allocationsRoutes(services.allocations), { prefix: API_BASE_PATH });
    await api.register(searchRoutes(services.search), { prefix: API_BASE_PATH });
    await api.register(importsRoutes(services.imports), { prefix: API_BASE_PATH });
    await api.register(exportsRoutes(services.exports), { prefix: API_BASE_PATH });
    await api.register(optionsRoutes(), { prefix: DATA_API_BASE_PATH });
    await api.register(heatmapRoutes(services.heatmap), { prefix: DATA_API_BASE_PATH });
    await api.register(herdActivityRoutes(services.herdActivity), { prefix: DATA_API_BASE_PATH });
    await api.register(collarHistoryRoutes(services.collarHistory), { prefix: API_BASE_PATH });
    await api.register(positionsRoutes(services.positions), { prefix: API_BASE_PATH });
    await api.register(animalEventsRoutes(services.animalEvents), { prefix: DATA_API_BASE_PATH });
    await api.register(weatherRoutes(services.weather), { prefix: API_BASE_PATH });
    await api.register(weatherHistoryRoutes(services.weather), { prefix: DATA_API_BASE_PATH });
    await api.register(greenIndexRoutes(services.greenIndex), { prefix: DATA_API_BASE_PATH });
    await api.register(biomassRoutes(services.biomass, services.coefficientTables), {
      prefix: DATA_API_BASE_PATH,
    });
    await api.register(forageRoutes(services.forage), { prefix: DATA_API_BASE_PATH });
    await api.register(
      liveRoutes(services.live, services.settlements, {
        sessionUser,
        alertReach: (userId) => services.alerts.reach(userId),
        heartbeatMs: config.liveHeartbeatMs,
      }),
      { prefix: API_BASE_PATH },
    );
    await api.register(alertsRoutes(services.alerts), { prefix: API_BASE_PATH });
    await api.register(supportRoutes(services.support), { prefix: API_BASE_PATH });
    await api.register(supportInboxRoutes(services.supportInbox, services.supportContext), {
      prefix: API_BASE_PATH,
    });
    await api.register(whatsappWebhookRoutes(services.whatsappInbound, services.supportConfig), {
      prefix: API_BASE_PATH,
    });
    await api.register(
      supportLiveRoutes(services.live, { sessionUser, heartbeatMs: config.liveHeartbeatMs }),
      { prefix: API_BASE_PATH },
    );
    await api.register(dataAuthRoutes(auth, { secure: secureCookies }), { prefix: DATA_API_BASE_PATH });
  });

  if (webDist) {
    // The build writes .br and .gz copies of the app's files: sent as they are, never compressed again.
    await app.register(fastifyStatic, { root: webDist, wildcard: false, preCompressed: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (webDist && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });

  return app;
}
