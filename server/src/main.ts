import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backupSettings } from './backup/settings';
import { ConfigError, readEnv, type Env } from './config';
import { openPostgres, openSqlite } from './db/connection';
import { migrateToLatest, STARTUP_LOCK } from './migrations/migrate';
import { oneServerAtATime } from './db/one-server-at-a-time';
import { JobRunner } from './jobs/job-runner';
import { createLogger } from './logger';
import { outboxMailer, smtpMailer } from './providers/mail/mailer';
import { PUSH_TIMEOUT_MS, type PushService } from './providers/push/push-service';
import { isRealVapidSubject, resolveVapidKeys } from './providers/push/vapid';
import { webPushService } from './providers/push/web-push-service';
import { createSatelliteProvider } from './providers/satellite/satellite-providers';
import { createWeatherProvider } from './providers/weather/weather-providers';
import { cloudApi } from './providers/whatsapp/cloud-api';
import { resolveJwtSecret, resolveSecret } from './secret';
import { scheduledJobs } from './schedule';
import { seedIfEmpty } from './seed';
import { buildServer } from './server';
import { serveOsmand } from './ingest/osmand-port';
import { subscribeMqtt } from './ingest/mqtt';

const here = dirname(fileURLToPath(import.meta.url));

/** Web Push with the configured VAPID keys, or a pair generated once and kept in DATA_DIR; null when off. */
function pushService(env: Env, dataDir: string): PushService | null {
  if (env.PUSH_PROVIDER === 'off') return null;
  const configured =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : undefined;
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.ADMIN_EMAIL}`;
  if (!isRealVapidSubject(subject)) {
    console.warn(
      `push: the VAPID subject ${subject} is not a real address; Apple's push service refuses it (set VAPID_SUBJECT)`,
    );
  }
  return webPushService({ keys: resolveVapidKeys(configured, dataDir), subject, timeoutMs: PUSH_TIMEOUT_MS });
}

async function start(env: Env): Promise<void> {
  const dataDir = resolve(env.DATA_DIR);
  const database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS })
    : openSqlite(join(dataDir, 'tropero.db'));
  // Start-up may run long (an index built on a big table, a wait for another server's migration):
  // on PostgreSQL it has connections of its own, without the requests' statement timeout.
  const startup = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : database;
  // Servers started together on one PostgreSQL migrate and seed one after the other.
  const { migration, seeded } = await oneServerAtATime(startup, STARTUP_LOCK, async () => ({
    migration: await migrateToLatest(startup.db),
    seeded: await seedIfEmpty(startup.db, {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      demo: env.DEMO,
    }),
  }));
  if (startup !== database) await startup.destroy();

  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, dataDir);
  const logger = createLogger(env.LOG_LEVEL);
  const server = await buildServer({
    database,
    logger,
    mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(database.db, console),
    config: {
      jwtSecret,
      // Its own secret: a rotated JWT secret must not void the codes printed on labels.
      activationCodeSecret: resolveSecret(env.ACTIVATION_CODE_SECRET, dataDir, 'activation-code-secret'),
      publicUrl: env.PUBLIC_URL,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      loginLimits: { perIp: env.LOGIN_LIMIT_PER_IP, perClient: env.LOGIN_LIMIT_PER_CLIENT },
      trustProxy: env.TRUST_PROXY,
      metricsToken: env.METRICS_TOKEN,
      webDist: resolve(env.WEB_DIST ?? join(here, '../../web/dist')),
      extraAppOrigins: env.CSP_EXTRA_ORIGINS,
      retentionDays: env.RETENTION_DAYS,
      lorawanFieldMaps: env.LORAWAN_FIELD_MAPS,
      weather: {
        provider: createWeatherProvider({
          provider: env.WEATHER_PROVIDER,
          apiUrl: env.WEATHER_API_URL,
          archiveUrl: env.WEATHER_ARCHIVE_URL,
          apiKey: env.WEATHER_API_KEY,
          timeoutMs: env.WEATHER_TIMEOUT_MS,
        }),
        radarIndexUrl: env.WEATHER_RADAR_URL,
        radarTilesUrl: env.WEATHER_RADAR_URL ? env.WEATHER_RADAR_TILES_URL : null,
        satelliteBaseUrl: env.WEATHER_SATELLITE_URL,
      },
      satellite: {
        provider: createSatelliteProvider({
          provider: env.SATELLITE_PROVIDER,
          stacApiUrl: env.STAC_API_URL,
          stacCollection: env.STAC_COLLECTION,
          ...(env.CDSE_CLIENT_ID &&
            env.CDSE_CLIENT_SECRET && {
              cdse: { clientId: env.CDSE_CLIENT_ID, clientSecret: env.CDSE_CLIENT_SECRET },
            }),
        }),
      },
      notifications: { push: pushService(env, dataDir) },
      support: {
        whatsapp:
          env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
            ? cloudApi({
                apiUrl: env.WHATSAPP_API_URL,
                phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
                token: env.WHATSAPP_TOKEN,
                timeoutMs: env.WHATSAPP_TIMEOUT_MS,
              })
            : null,
        verifyToken: env.WHATSAPP_VERIFY_TOKEN,
        appSecret: env.WHATSAPP_APP_SECRET,
        template: env.WHATSAPP_TEMPLATE_NAME
          ? { name: env.WHATSAPP_TEMPLATE_NAME, language: env.WHATSAPP_TEMPLATE_LANGUAGE }
          : undefined,
        supportNumber: env.WHATSAPP_SUPPORT_NUMBER,
      },
      backups: backupSettings(env),
    },
  });
  const { app, services } = server;
  logger.info(`database: ${database.dialect}, migration ${migration}`);

  const stopping: (() => Promise<void> | void)[] = [];
  const shutdown = async () => {
    for (const stop of stopping) await stop();
    app.server.closeAllConnections();
    await server.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
  const url = `http://localhost:${env.PORT}`;
  const lines = [`Tropero is running at ${url}`];
  if (seeded?.demo) lines.push(`  demo login:  ${seeded.demo.email} / ${seeded.demo.password}`);
  if (seeded?.admin.password) {
    lines.push(
      `  superadmin:  ${seeded.admin.email} / ${seeded.admin.password}  (generated; shown only this once)`,
    );
  } else if (seeded) {
    lines.push(`  superadmin:  ${seeded.admin.email} (password from ADMIN_PASSWORD)`);
  }
  console.log(`\n${lines.join('\n')}\n`);

  // Periodic work runs once across the servers sharing the database, whichever claims it.
  const jobs = new JobRunner(database.db, logger, { onRun: services.metrics.jobRan });
  // The demo herd stops before the runner waits for it.
  const stopped = new AbortController();
  const context = { services, app, db: database.db, env, secret: jwtSecret, stopped: stopped.signal };
  for (const job of scheduledJobs(context)) jobs.register(job);
  await jobs.start();
  stopping.push(
    () => stopped.abort(),
    () => jobs.stop(),
  );

  if (env.OSMAND_PORT) {
    const osmand = await serveOsmand(app, env.OSMAND_PORT, env.HOST);
    stopping.push(() => new Promise<void>((done) => osmand.close(() => done())));
  }
  if (env.MQTT_URL) {
    const subscriber = await subscribeMqtt(
      env.MQTT_URL,
      services.telemetry,
      logger,
      undefined,
      services.metrics,
    );
    stopping.push(async () => {
      await subscriber.endAsync();
    });
  }
}

try {
  await start(readEnv(process.env));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
