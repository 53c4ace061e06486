import type { AppConfig, WeatherConfig } from './config';
import type { Database } from './db/connection';
import { PgNotifications } from './db/pg-notifications';
import type { Logger } from './logger';
import { AppMetrics } from './metrics/metrics';
import { AnimalEventsService } from './modules/animal-events/animal-events.service';
import { AccountsService } from './modules/accounts/accounts.service';
import { AuthService } from './modules/auth/auth.service';
import { TokenSigner } from './access/tokens';
import { ReportsService } from './modules/reports/reports.service';
import { ExportsService } from './modules/exports/exports.service';
import { HealthService } from './modules/health/health.service';
import { latestMigration } from './migrations/migrate';
import { DeviceDirectory } from './modules/telemetry/device-directory';
import { LocalLiveBus } from './realtime/live-bus';
import { liveChannels } from './realtime/live-channels';
import { PgLiveBus } from './realtime/pg-live-bus';
import { TelemetryService } from './modules/telemetry/telemetry.service';
import { ImportsService } from './modules/imports/imports.service';
import { CropsService } from './modules/crops/crops.service';
import { FencesService } from './modules/fences/fences.service';
import { MarkersService } from './modules/markers/markers.service';
import { PlotsImport } from './modules/plots/plots.import';
import { PlotsService } from './modules/plots/plots.service';
import { AllocationsService } from './modules/allocations/allocations.service';
import { AnimalsService } from './modules/animals/animals.service';
import { DevicesService } from './modules/devices/devices.service';
import { GatewaysService } from './modules/gateways/gateways.service';
import { RoundupsService } from './modules/roundups/roundups.service';
import { SearchService } from './modules/search/search.service';
import { SettlementsService } from './modules/settlements/settlements.service';
import { SharingService } from './modules/sharing/sharing.service';
import { HelpService } from './modules/help/help.service';
import { NewsService } from './modules/news/news.service';
import { AlertNotifier } from './modules/notifications/alert-notifier';
import { PushDestinations } from './providers/push/push-destinations';
import { NotificationsService } from './modules/notifications/notifications.service';
import { UsersService } from './modules/users/users.service';
import { CollarHistoryService } from './modules/collar-history/collar-history.service';
import { StandingStockService } from './modules/biomass/standing-stock.service';
import { BiomassService } from './modules/biomass/biomass.service';
import { CoefficientTablesService } from './modules/coefficients/coefficient-tables.service';
import { ForageService } from './modules/forage/forage.service';
import { HeatmapService } from './modules/heatmap/heatmap.service';
import { HerdActivityService } from './modules/herd-activity/herd-activity.service';
import { PositionsService } from './modules/positions/positions.service';
import type { Mailer } from './providers/mail/mailer';
import { WeatherService } from './modules/weather/weather.service';
import { WeatherUpdates } from './modules/weather/weather-updates';
import { GreenIndexUpdates } from './modules/green-index/green-index-updates';
import { GreenIndexService } from './modules/green-index/green-index.service';
import { AlertContext } from './modules/alerts/alert-context';
import { AlertEngine } from './modules/alerts/alert-engine';
import { AlertRulesJob } from './modules/alerts/alert-jobs';
import { AlertsService } from './modules/alerts/alerts.service';
import { toLiveAlerts } from './modules/alerts/live-alerts';
import { SupportContext } from './modules/support/support-context';
import { SupportInboxService } from './modules/support/support-inbox.service';
import { SupportService } from './modules/support/support.service';
import { WhatsAppInbound } from './modules/support/whatsapp-inbound';
import { AuditLog } from './modules/audit/audit.service';
import { OwnersService } from './modules/owners/owners.service';
import { ActivationCodeHasher } from './modules/device-factory/activation-code';
import { BatchCodesService } from './modules/device-factory/batch-codes.service';
import { BatchesService } from './modules/device-factory/batches.service';
import { DeviceClaimsService } from './modules/device-factory/device-claims.service';
import { DeviceConsoleService } from './modules/device-factory/device-console.service';
import { BackupService } from './backup/backup.service';

export interface ServicesDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  log: Logger;
}

export const WEATHER_OFF: WeatherConfig = {
  provider: null,
  radarIndexUrl: null,
  radarTilesUrl: null,
  satelliteBaseUrl: null,
};

/** Every service of one server, built by `createServices`: the HTTP app and the schedule use them. */
export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * Builds every service of one server and wires the listeners between modules (docs/architecture.md
 * "Server"): the caches the changes clear, the alert rules after ingestion's commits, the alerts' live
 * stream and notifications. `close()` waits for the work queued and closes the buses; the database
 * stays open (its owner closes it).
 */
export async function createServices({ config, database, mailer, log }: ServicesDeps) {
  const { db } = database;
  // Figures of this server alone (a registry per server), scraped at /metrics.
  const metrics = new AppMetrics(database.poolStats);
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
  const pgNotifications = database.listenClient
    ? await PgNotifications.open(db, database.listenClient, log)
    : null;
  // Ingestion caches devices, keys and settlements; the services that change them refresh it at once.
  const directory = new DeviceDirectory(db);
  // The alert rules keep settlements' parameters, fences and devices a short while: changes clear them.
  const alertContext = new AlertContext(db, config.alerts?.contextTtlMs ?? 30_000);
  const forgetDevices = () => {
    directory.invalidate();
    alertContext.forget();
  };
  const devicesChanged = pgNotifications
    ? await pgNotifications.shared('tropero_devices', forgetDevices)
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
  const notifications = new NotificationsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    push,
    destinations: config.notifications?.destinations ?? new PushDestinations(),
    now,
  });
  const alertNotifier = new AlertNotifier({ db, mailer, push, notifications, now, log });
  const crops = new CropsService(db);
  const plots = new PlotsService(db, settlements, crops);
  const markers = new MarkersService(db, settlements, devicesChanged);
  const fences = new FencesService(db, settlements);
  const animals = new AnimalsService(db, settlements, devicesChanged);
  const devices = new DevicesService(db, settlements, animals, devicesChanged);
  const roundups = new RoundupsService(db, settlements, animals);
  const positions = new PositionsService(db, settlements, animals);
  const weatherConfig = config.weather ?? WEATHER_OFF;
  const weatherUpdates = new WeatherUpdates(database, weatherConfig.provider, log, weatherConfig.now);
  const coefficientTables = new CoefficientTablesService(db);
  const weather = new WeatherService(db, settlements, weatherUpdates, weatherConfig, coefficientTables);
  const satellite = config.satellite ?? { provider: null };
  const greenIndexUpdates = new GreenIndexUpdates(
    database,
    satellite.provider,
    coefficientTables,
    log,
    satellite.now,
  );
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

  const live = pgNotifications ? await PgLiveBus.listen(pgNotifications, log) : new LocalLiveBus();
  const telemetry = new TelemetryService(
    database,
    directory,
    live,
    config.retentionDays ?? 400,
    coefficientTables,
    (error) => log.error({ err: error }, 'pending readings not filed yet; the next filing retries them'),
  );
  // Readings acknowledged before a stop but not yet filed are filed before anything reads them.
  await telemetry.filePending();
  // Alerts: the rules on readings run after ingestion's commits; changes go live after theirs.
  const alerts = new AlertsService(db, log);
  alerts.onChange((changes) => live.publish(liveChannels.alerts, toLiveAlerts(changes)));
  // Push and mail leave from the server that committed the change, once.
  alerts.onChange((changes) => void alertNotifier.handle(changes));
  const publishAlerts = (changes: Parameters<AlertsService['publish']>[0]) => alerts.publish(changes);
  const alertEngine =
    config.alerts?.rulesOnReadings === false
      ? null
      : new AlertEngine(database, alertContext, publishAlerts, log, config.alerts?.maxReadingAgeMs);
  if (alertEngine) telemetry.listen(alertEngine);
  const alertRules = new AlertRulesJob(database, publishAlerts, coefficientTables);
  // Support: the app's conversations always; WhatsApp when configured.
  const supportConfig = config.support ?? { whatsapp: null };
  const support = new SupportService(database, supportConfig, live);

  return {
    log,
    metrics,
    tokens,
    auth,
    audit,
    accounts,
    sharing,
    users,
    notifications,
    alertNotifier,
    news: new NewsService(db),
    help: new HelpService(db),
    owners: new OwnersService(db, audit),
    reports: new ReportsService(db),
    health: new HealthService(database, latestMigration),
    /** The console's backups; null when the configuration names none. */
    backups: config.backups ? new BackupService(db, config.backups) : null,
    settlements,
    crops,
    plots,
    plotsImport: new PlotsImport(db, plots, markers),
    markers,
    fences,
    roundups,
    animals,
    devices,
    deviceFactory: {
      batches: new BatchesService(db, audit, activationCodes),
      codes: batchCodes,
      claims: new DeviceClaimsService(database, devicesChanged, activationCodes),
      console: new DeviceConsoleService(db, mailer, audit, devicesChanged),
    },
    gateways: new GatewaysService(db, settlements, devicesChanged),
    allocations,
    search: new SearchService(animals, devices),
    imports: new ImportsService(settlements, animals, devices, roundups),
    exports: new ExportsService(db, settlements, animals, devices, coefficientTables),
    heatmap: new HeatmapService(db, settlements, plots, positions),
    herdActivity,
    collarHistory: new CollarHistoryService(db, settlements, devices),
    positions,
    animalEvents: new AnimalEventsService(db, animals, settlements, directory),
    weather,
    /** The weather refresh and backfill the periodic jobs run. */
    weatherUpdates,
    greenIndex,
    /** The green index's backfill and scene refresh the periodic jobs run. */
    greenIndexUpdates,
    coefficientTables,
    biomass,
    forage: new ForageService(plots, settlements, allocations, biomass, standingStock, weather, crops),
    /** Ingestion's service; `listen` hands its commits to the alert rules. */
    telemetry,
    /** The live stream's bus (across servers on PostgreSQL). */
    live,
    alerts,
    /** The alert rules on readings (null when turned off); `idle()` waits for what is queued. */
    alertEngine,
    /** The time-based alert rules the `alert-rules` job runs. */
    alertRules,
    /** Support's settings (the WhatsApp webhook's routes check its tokens and signature with them). */
    supportConfig,
    support,
    supportInbox: new SupportInboxService(db, supportConfig, support),
    supportContext: new SupportContext(db, { users, accounts, settlements, devices, alerts }),
    whatsappInbound: new WhatsAppInbound(database, support),
    /** Waits for the work queued (readings filed, alert rules) and closes the buses. */
    async close(): Promise<void> {
      await telemetry.idle();
      await alertEngine?.idle();
      await live.close();
      await pgNotifications?.close();
    },
  };
}
