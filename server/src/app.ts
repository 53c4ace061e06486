import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import { loggedRequest } from './http/request-log';
import { API_PREFIXES, registerSecurityHeaders } from './http/security-headers';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { animalEventsRoutes } from './modules/animal-events/animal-events.routes';
import { AnimalEventsService } from './modules/animal-events/animal-events.service';
import { AccountsService } from './modules/accounts/accounts.service';
import { authRoutes, dataAuthRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { TokenSigner } from './modules/auth/tokens';
import { exportsRoutes } from './modules/exports/exports.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { ReportsService } from './modules/reports/reports.service';
import { ExportsService } from './modules/exports/exports.service';
import { healthRoutes } from './modules/health/health.routes';
import { AppMetrics } from './metrics/metrics';
import { countRequests, metricsRoutes } from './metrics/metrics.routes';
import { HealthService } from './modules/health/health.service';
import { ingestRoutes } from './ingest/ingest.routes';
import { liveRoutes } from './realtime/live.routes';
import { DeviceDirectory } from './modules/telemetry/device-directory';
import { LocalLiveBus } from './modules/telemetry/live-bus';
import { PgLiveBus } from './modules/telemetry/pg-live-bus';
import { PgNotifications } from './db/pg-notifications';
import { TelemetryService } from './modules/telemetry/telemetry.service';
import { importsRoutes } from './modules/imports/imports.routes';
import { ImportsService } from './modules/imports/imports.service';
import { CropsService } from './modules/crops/crops.service';
import { fencesRoutes } from './modules/fences/fences.routes';
import { FencesService } from './modules/fences/fences.service';
import { markersRoutes } from './modules/markers/markers.routes';
import { MarkersService } from './modules/markers/markers.service';
import { PlotsImport } from './modules/plots/plots.import';
import { plotsRoutes } from './modules/plots/plots.routes';
import { PlotsService } from './modules/plots/plots.service';
import { allocationsRoutes } from './modules/allocations/allocations.routes';
import { AllocationsService } from './modules/allocations/allocations.service';
import { animalsRoutes } from './modules/animals/animals.routes';
import { AnimalsService } from './modules/animals/animals.service';
import { devicesRoutes } from './modules/devices/devices.routes';
import { DevicesService } from './modules/devices/devices.service';
import { gatewaysRoutes } from './modules/gateways/gateways.routes';
import { GatewaysService } from './modules/gateways/gateways.service';
import { optionsRoutes } from './modules/options/options.routes';
import { roundupsRoutes } from './modules/roundups/roundups.routes';
import { RoundupsService } from './modules/roundups/roundups.service';
import { searchRoutes } from './modules/search/search.routes';
import { SearchService } from './modules/search/search.service';
import { settlementsRoutes } from './modules/settlements/settlements.routes';
import { SettlementsService } from './modules/settlements/settlements.service';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { SharingService } from './modules/sharing/sharing.service';
import { helpRoutes } from './modules/help/help.routes';
import { HelpService } from './modules/help/help.service';
import { newsRoutes } from './modules/news/news.routes';
import { NewsService } from './modules/news/news.service';
import { AlertNotifier } from './modules/notifications/alert-notifier';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { PushDestinations } from './providers/push/push-destinations';
import { NotificationsService } from './modules/notifications/notifications.service';
import { usersRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';
import { collarHistoryRoutes } from './modules/collar-history/collar-history.routes';
import { CollarHistoryService } from './modules/collar-history/collar-history.service';
import { biomassRoutes } from './modules/biomass/biomass.routes';
import { StandingStockService } from './modules/biomass/standing-stock.service';
import { BiomassService } from './modules/biomass/biomass.service';
import { CoefficientTablesService } from './modules/biomass/coefficient-tables.service';
import { forageRoutes } from './modules/forage/forage.routes';
import { ForageService } from './modules/forage/forage.service';
import { heatmapRoutes } from './modules/heatmap/heatmap.routes';
import { HeatmapService } from './modules/heatmap/heatmap.service';
import { herdActivityRoutes } from './modules/herd-activity/herd-activity.routes';
import { HerdActivityService } from './modules/herd-activity/herd-activity.service';
import { positionsRoutes } from './modules/positions/positions.routes';
import { PositionsService } from './modules/positions/positions.service';
import type { Mailer } from './providers/mail/mailer';
import { weatherHistoryRoutes, weatherRoutes } from './modules/weather/weather.routes';
import { WeatherService } from './modules/weather/weather.service';
import { WeatherUpdates } from './modules/weather/weather-updates';
import { GreenIndexUpdates } from './modules/green-index/green-index-updates';
import { greenIndexRoutes } from './modules/green-index/green-index.routes';
import { GreenIndexService } from './modules/green-index/green-index.service';
import { AlertContext } from './modules/alerts/alert-context';
import { AlertEngine } from './modules/alerts/alert-engine';
import { AlertRulesJob } from './modules/alerts/alert-jobs';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { AlertsService } from './modules/alerts/alerts.service';
import { toLiveAlerts } from './modules/alerts/live-alerts';
import { SupportContext } from './modules/support/support-context';
import { SupportInboxService } from './modules/support/support-inbox.service';
import { SupportLive } from './modules/support/support-live';
import { supportInboxRoutes, supportRoutes } from './modules/support/support.routes';
import { SupportService } from './modules/support/support.service';
import { WhatsAppInbound } from './modules/support/whatsapp-inbound';
import { whatsappWebhookRoutes } from './modules/support/whatsapp-webhook.routes';
import { supportLiveRoutes } from './realtime/support-live.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { AuditLog } from './modules/audit/audit.service';
import { ownersRoutes } from './modules/owners/owners.routes';
import { OwnersService } from './modules/owners/owners.service';
import { ActivationCodeHasher } from './modules/device-factory/activation-code';
import { BatchCodesService } from './modules/device-factory/batch-codes.service';
import { BatchesService } from './modules/device-factory/batches.service';
import { DeviceClaimsService } from './modules/device-factory/device-claims.service';
import { DeviceConsoleService } from './modules/device-factory/device-console.service';
import { deviceFactoryRoutes } from './modules/device-factory/device-factory.routes';
import { BackupService } from './backup/backup.service';
import { backupsRoutes } from './backup/backups.routes';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  logger?: FastifyServerOptions['logger'];
}

const WEATHER_OFF: WeatherConfig = {
  provider: null,
  radarIndexUrl: null,
  radarTilesUrl: null,
  satelliteBaseUrl: null,
};

/** The weather-image services the browser fetches from (the app's content security policy allows them). */
const weatherImageOrigins = (weather: WeatherConfig): string[] =>
  [weather.radarIndexUrl, weather.radarTilesUrl, weather.satelliteBaseUrl].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  );

/** The logger's options with request URLs redacted (live-stream tokens, OsmAnd keys). */
function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggedRequest } };
}

/** The whole server: used by main.ts and by every test. */
export async function buildApp({
  config,
  database,
  mailer,
  logger = false,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(logger),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerNulByteGuard(app);
  // Figures of this server alone (a registry per app), scraped at /metrics.
  const metrics = new AppMetrics(database.poolStats);
  app.decorate('metrics', metrics);
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
  const weatherConfig = config.weather ?? WEATHER_OFF;
  registerSecurityHeaders(app, {
    https: secureCookies,
    appOrigins: appOrigins(webDist, [
      ...(config.extraAppOrigins ?? []),
      ...weatherImageOrigins(weatherConfig),
    ]),
  });
  const tokens = new TokenSigner(config.jwtSecret, config.accessTokenTtlSeconds);
  const auth = new AuthService({
    db,
    tokens,
    secret: config.jwtSecret,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    loginLimits: config.loginLimits,
    // The users service is built below (it needs the auth service); it exists by the first login.
    mailVerification: (row): Promise<void> => users.mailVerificationAfterLogin(row),
  });
  // Servers sharing one PostgreSQL hear each other's readings and device changes
  // (docs/architecture.md "Several servers on one PostgreSQL").
  const notifications = database.listenClient
    ? await PgNotifications.open(db, database.listenClient, app.log)
    : null;
  // Ingestion caches devices, keys and settlements; the services that change them refresh it at once.
  const directory = new DeviceDirectory(db);
  // The alert rules keep settlements' parameters, fences and devices a short while: changes clear them.
  const alertContext = new AlertContext(db, config.alerts?.contextTtlMs ?? 30_000);
  const forgetDevices = () => {
    directory.invalidate();
    alertContext.forget();
  };
  const devicesChanged = notifications
    ? await notifications.shared('tropero_devices', forgetDevices)
    : forgetDevices;
  const settlements = new SettlementsService(db, devicesChanged);
  // Superadmin console actions are audited in the transaction of the change.
  const audit = new AuditLog(db);
  const activationCodes = new ActivationCodeHasher(config.activationCodeSecret ?? config.jwtSecret);
  const batchCodes = new BatchCodesService(db, audit, activationCodes);
  // Codes stored readable before they were hashed: hashed before the first request (a migration has no secret).
  await batchCodes.hashLegacyCodes();
  const accounts = new AccountsService({ db, mailer, publicUrl: config.publicUrl, audit });
  const sharing = new SharingService({ db, mailer, publicUrl: config.publicUrl, settlements });
  const users = new UsersService({ db, mailer, publicUrl: config.publicUrl, accounts, sharing, auth, audit });
  const push = config.notifications?.push ?? null;
  const now = config.notifications?.now ?? Date.now;
  const alertMessages = new NotificationsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    push,
    destinations: config.notifications?.destinations ?? new PushDestinations(),
    now,
  });
  app.decorate('notifications', alertMessages);
  const notifier = new AlertNotifier({ db, mailer, push, notifications: alertMessages, now, log: app.log });
  app.decorate('alertNotifier', notifier);
  const crops = new CropsService(db);
  const plots = new PlotsService(db, settlements, crops);
  const markers = new MarkersService(db, settlements, devicesChanged);
  const fences = new FencesService(db, settlements);
  const animals = new AnimalsService(db, settlements, devicesChanged);
  const devices = new DevicesService(db, settlements, animals, devicesChanged);
  const roundups = new RoundupsService(db, settlements, animals);
  const positions = new PositionsService(db, settlements, animals);
  const weatherUpdates = new WeatherUpdates(database, weatherConfig.provider, app.log, weatherConfig.now);
  app.decorate('weatherUpdates', weatherUpdates);
  const coefficientTables = new CoefficientTablesService(db);
  const weather = new WeatherService(db, settlements, weatherUpdates, weatherConfig, coefficientTables);
  const satellite = config.satellite ?? { provider: null };
  const greenIndexUpdates = new GreenIndexUpdates(
    database,
    satellite.provider,
    coefficientTables,
    app.log,
    satellite.now,
  );
  app.decorate('greenIndexUpdates', greenIndexUpdates);
  plots.onOutlineChange((trx, plotIds) => greenIndexUpdates.outlineChanged(trx, plotIds));
  const greenIndex = new GreenIndexService(db, settlements, plots, satellite.provider, satellite.now);
  const allocations = new AllocationsService(db, plots, animals);
  const herdActivity = new HerdActivityService(db, settlements, animals, coefficientTables);
  const standingStock = new StandingStockService(db, allocations, herdActivity);
  const biomass = new BiomassService(
    db,
    plots,
    settlements,
    crops,
    weather,
    coefficientTables,
    allocations,
    standingStock,
  );

  const live = notifications ? await PgLiveBus.listen(notifications, app.log) : new LocalLiveBus();
  const telemetry = new TelemetryService(
    database,
    directory,
    live,
    config.retentionDays ?? 400,
    coefficientTables,
    (error) => app.log.error({ err: error }, 'pending readings not filed yet; the next filing retries them'),
  );
  // Readings acknowledged before a stop but not yet filed are filed before anything reads them.
  await telemetry.filePending();
  app.decorate('telemetry', telemetry);
  // Alerts: the rules on readings run after ingestion's commits; changes go live after theirs.
  const alerts = new AlertsService(db, app.log);
  alerts.onChange((changes) => live.publishAlerts(toLiveAlerts(changes)));
  // Push and mail leave from the server that committed the change, once.
  alerts.onChange((changes) => void notifier.handle(changes));
  const publishAlerts = (changes: Parameters<AlertsService['publish']>[0]) => alerts.publish(changes);
  const alertEngine =
    config.alerts?.rulesOnReadings === false
      ? null
      : new AlertEngine(database, alertContext, publishAlerts, app.log, config.alerts?.maxReadingAgeMs);
  if (alertEngine) telemetry.listen(alertEngine);
  app.decorate('alerts', alerts);
  app.decorate('alertEngine', alertEngine);
  app.decorate('alertRules', new AlertRulesJob(database, publishAlerts, coefficientTables));
  // Support: the app's conversations always; WhatsApp when configured.
  const supportConfig = config.support ?? { whatsapp: null };
  const supportLive = await SupportLive.open(notifications, app.log);
  const support = new SupportService(database, supportConfig, supportLive);
  const supportInbox = new SupportInboxService(db, supportConfig, support);
  const supportContext = new SupportContext(db, { users, accounts, settlements, devices, alerts });
  app.addHook('onClose', async () => {
    await telemetry.idle();
    await alertEngine?.idle();
    await live.close();
    await supportLive.close();
    await notifications?.close();
  });

  registerAuthHooks(app, {
    sessionUser: (userId, sessionId) => auth.sessionUser(userId, sessionId),
    tokens,
    secureCookies,
  });
  registerScopeGuard(app, db);

  // Devices get short answers, thousands a second: ingestion stays outside the compressed context.
  await app.register(ingestRoutes(telemetry, config.lorawanFieldMaps ?? {}, metrics), { prefix: '/ingest' });
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
    await api.register(healthRoutes(new HealthService(database)), { prefix: '/api' });
    await api.register(
      authRoutes(auth, { secure: secureCookies, maxAgeSeconds: config.refreshTokenTtlDays * 86_400 }),
      { prefix: API_BASE_PATH },
    );
    await api.register(usersRoutes(users, alertMessages), { prefix: API_BASE_PATH });
    await api.register(notificationsRoutes(alertMessages), { prefix: API_BASE_PATH });
    await api.register(newsRoutes(new NewsService(db)), { prefix: API_BASE_PATH });
    await api.register(auditRoutes(audit), { prefix: API_BASE_PATH });
    await api.register(backupsRoutes(config.backups ? new BackupService(db, config.backups) : null), {
      prefix: API_BASE_PATH,
    });
    await api.register(ownersRoutes(new OwnersService(db, audit)), { prefix: API_BASE_PATH });
    await api.register(helpRoutes(new HelpService(db)), { prefix: API_BASE_PATH });
    await api.register(accountsRoutes(accounts), { prefix: API_BASE_PATH });
    await api.register(reportsRoutes(new ReportsService(db)), { prefix: API_BASE_PATH });
    await api.register(settlementsRoutes(settlements), { prefix: API_BASE_PATH });
    await api.register(sharingRoutes(sharing), { prefix: API_BASE_PATH });
    await api.register(plotsRoutes(plots, crops, new PlotsImport(db, plots, markers)), {
      prefix: API_BASE_PATH,
    });
    await api.register(fencesRoutes(fences), { prefix: API_BASE_PATH });
    await api.register(markersRoutes(markers), { prefix: API_BASE_PATH });
    await api.register(roundupsRoutes(roundups), {
      prefix: API_BASE_PATH,
    });
    await api.register(animalsRoutes(animals), { prefix: API_BASE_PATH });
    await api.register(devicesRoutes(devices), { prefix: API_BASE_PATH });
    await api.register(
      deviceFactoryRoutes({
        batches: new BatchesService(db, audit, activationCodes),
        codes: batchCodes,
        claims: new DeviceClaimsService(database, devicesChanged, activationCodes),
        console: new DeviceConsoleService(db, mailer, audit, devicesChanged),
      }),
      { prefix: API_BASE_PATH },
    );
    await api.register(gatewaysRoutes(new GatewaysService(db, settlements, devicesChanged)), {
      prefix: API_BASE_PATH,
    });
    await api.register(allocationsRoutes(allocations), { prefix: API_BASE_PATH });
    await api.register(searchRoutes(new SearchService(animals, devices)), { prefix: API_BASE_PATH });
    await api.register(importsRoutes(new ImportsService(settlements, animals, devices, roundups)), {
      prefix: API_BASE_PATH,
    });
    await api.register(
      exportsRoutes(new ExportsService(db, settlements, animals, devices, coefficientTables)),
      {
        prefix: API_BASE_PATH,
      },
    );
    await api.register(optionsRoutes(), { prefix: DATA_API_BASE_PATH });
    await api.register(heatmapRoutes(new HeatmapService(db, settlements, plots, positions)), {
      prefix: DATA_API_BASE_PATH,
    });
    await api.register(herdActivityRoutes(herdActivity), { prefix: DATA_API_BASE_PATH });
    await api.register(collarHistoryRoutes(new CollarHistoryService(db, settlements, devices)), {
      prefix: API_BASE_PATH,
    });
    await api.register(positionsRoutes(positions), { prefix: API_BASE_PATH });
    await api.register(animalEventsRoutes(new AnimalEventsService(db, animals, settlements, directory)), {
      prefix: DATA_API_BASE_PATH,
    });
    await api.register(weatherRoutes(weather), { prefix: API_BASE_PATH });
    await api.register(weatherHistoryRoutes(weather), { prefix: DATA_API_BASE_PATH });
    await api.register(greenIndexRoutes(greenIndex), { prefix: DATA_API_BASE_PATH });
    await api.register(biomassRoutes(biomass, coefficientTables), { prefix: DATA_API_BASE_PATH });
    await api.register(
      forageRoutes(
        new ForageService(plots, settlements, allocations, biomass, standingStock, weather, crops),
      ),
      { prefix: DATA_API_BASE_PATH },
    );
    await api.register(
      liveRoutes(live, db, {
        sessionUser: (userId, sessionId) => auth.sessionUser(userId, sessionId),
        alertReach: (userId) => alerts.reach(userId),
        heartbeatMs: config.liveHeartbeatMs,
      }),
      { prefix: API_BASE_PATH },
    );
    await api.register(alertsRoutes(alerts), { prefix: API_BASE_PATH });
    await api.register(supportRoutes(support), { prefix: API_BASE_PATH });
    await api.register(supportInboxRoutes(supportInbox, supportContext), { prefix: API_BASE_PATH });
    await api.register(whatsappWebhookRoutes(new WhatsAppInbound(database, support), supportConfig), {
      prefix: API_BASE_PATH,
    });
    await api.register(
      supportLiveRoutes(supportLive, {
        sessionUser: (userId, sessionId) => auth.sessionUser(userId, sessionId),
        heartbeatMs: config.liveHeartbeatMs,
      }),
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
